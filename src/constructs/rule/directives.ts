import { identifies, type DirectiveSpec, type DirectiveText, LOCAL_ID_TEXT } from '../../registry/spec.js';

export const ruleDirective: DirectiveSpec = identifies('rule');

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function ruleDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    rule: {
      description: 'Rule identifier. Stands on the line directly before the rule.',
      attributes: {
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
