import type { Construct } from '../../engine/construct.js';
import { mediaDirective, mediaGroupDirective, mediaSingleDirective } from './directives.js';

/** Images: `![alt](url)` alone in its paragraph, file images, groups of attachments. */
export const mediaConstruct: Construct = {
  name: 'media',
  nodes: ['mediaSingle', 'media', 'mediaGroup', 'mediaInline', 'caption'],
  directives: { mediaSingle: mediaSingleDirective, media: mediaDirective, mediaGroup: mediaGroupDirective },
};
