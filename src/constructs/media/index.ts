import type { Construct } from '../../engine/construct.js';
import { captionDirective, mediaDirective, mediaGroupDirective, mediaSingleDirective } from './directives.js';
import { mediaInlineDirective } from './inline-directive.js';

/** Images: `![alt](url)` alone in its paragraph, file images, groups of attachments, files inside text. */
export const mediaConstruct: Construct = {
  name: 'media',
  nodes: ['mediaSingle', 'media', 'mediaGroup', 'mediaInline', 'caption'],
  directives: {
    mediaSingle: mediaSingleDirective,
    media: mediaDirective,
    mediaGroup: mediaGroupDirective,
    mediaInline: mediaInlineDirective,
    caption: captionDirective,
  },
};
