import type { Construct } from '../../engine/construct.js';
import { CONTAINER_HANDLERS } from '../../html/nodes/containers.js';
import { bodiedExtensionDirective, extensionDirective } from './directives.js';
import { bodiedExtension, extension } from './reverse.js';

/** Macros and apps: `adf:extension` alone on its line, `adf:bodiedExtension` before a quote. */
export const extensionConstruct: Construct = {
  name: 'extension',
  nodes: ['extension', 'bodiedExtension', 'inlineExtension'],
  writers: { extension, bodiedExtension },
  asNode: ['inlineExtension'],
  renderers: {
    extension: CONTAINER_HANDLERS.extension,
    bodiedExtension: CONTAINER_HANDLERS.bodiedExtension,
    inlineExtension: CONTAINER_HANDLERS.inlineExtension,
  },
  directives: { extension: extensionDirective, bodiedExtension: bodiedExtensionDirective },
};
