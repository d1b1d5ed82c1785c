import {
  LOCAL_ID,
  same,
  type DirectiveSpec,
  type DirectiveText,
  LOCAL_ID_TEXT,
} from '../../registry/spec.js';
import { text } from '../../registry/value-types.js';

export const placeholderDirective: DirectiveSpec = {
  target: ['placeholder'],
  precedes: [],
  required: ['text'],
  closed: true,
  inline: { node: 'placeholder', takes: 'nothing', build: () => ({ type: 'placeholder' }) },
  attributes: {
    text: { type: text, atlassian: same('text') },
    localId: LOCAL_ID,
  },
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function placeholderDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    placeholder: {
      description:
        'Inline: a template placeholder (`placeholder`), the comment itself the node, e.g. `<!-- adf:placeholder text="Type the summary" -->`.',
      attributes: {
        text: 'The hint shown until the text is typed.',
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
