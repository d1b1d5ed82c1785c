import type { Construct } from '../../engine/construct.js';
import { bodiedExtensionDirective, extensionDirective } from './directives.js';

/** Macros and apps: `adf:extension` alone on its line, `adf:bodiedExtension` before a quote. */
export const extensionConstruct: Construct = {
  name: 'extension',
  nodes: ['extension', 'bodiedExtension', 'inlineExtension'],
  directives: { extension: extensionDirective, bodiedExtension: bodiedExtensionDirective },
};
