import { turnsInto, type DirectiveSpec, type DirectiveText } from '../../registry/spec.js';

export const decisionListDirective: DirectiveSpec = turnsInto('decisionList', 'bulletList');

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function decisionListDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    decisionList: {
      description:
        'Makes the bullet list on the next line a list of decisions (`decisionList`), each item a decision taken.',
      attributes: {},
    },
  };
}
