import type { Construct } from '../../engine/construct.js';
import { placeholderDirective } from './directives.js';

/** Template placeholders: `<!-- adf:placeholder text="…" -->` among text. */
export const placeholderConstruct: Construct = {
  name: 'placeholder',
  nodes: ['placeholder'],
  directives: { placeholder: placeholderDirective },
};
