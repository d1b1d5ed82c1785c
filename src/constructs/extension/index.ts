import type { Construct } from '../../engine/construct.js';
import { bodiedExtensionDirective, extensionDirective, inlineExtensionDirective } from './directives.js';

/**
 * Macros and apps: `adf:extension` alone on its line, `adf:bodiedExtension` before a quote,
 * `adf:inlineExtension` among text.
 */
export const extensionConstruct: Construct = {
  name: 'extension',
  nodes: ['extension', 'bodiedExtension', 'inlineExtension'],
  directives: {
    extension: extensionDirective,
    bodiedExtension: bodiedExtensionDirective,
    inlineExtension: inlineExtensionDirective,
  },
};
