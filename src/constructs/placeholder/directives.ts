import { LOCAL_ID, same, type DirectiveSpec } from '../../registry/spec.js';
import { text } from '../../registry/value-types.js';

export const placeholderDirective: DirectiveSpec = {
  description:
    'Inline: a template placeholder (`placeholder`), the comment itself the node, e.g. `<!-- adf:placeholder text="Type the summary" -->`.',
  target: ['placeholder'],
  precedes: [],
  required: ['text'],
  closed: true,
  inline: { node: 'placeholder', takes: 'nothing', build: () => ({ type: 'placeholder' }) },
  attributes: {
    text: { type: text, description: 'The hint shown until the text is typed.', atlassian: same('text') },
    localId: LOCAL_ID,
  },
};
