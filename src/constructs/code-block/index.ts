import type { Construct } from '../../engine/construct.js';
import { codeBlockDirective } from './directives.js';

export const codeBlockConstruct: Construct = {
  name: 'code block',
  nodes: ['codeBlock'],
  directives: { codeBlock: codeBlockDirective },
};
