import type { Construct } from '../../engine/construct.js';
import { mediaDirective, mediaGroupDirective, mediaSingleDirective } from './directives.js';
import { MEDIA_HANDLERS } from './html.js';
import { image } from './image.js';
import { mediaGroup } from './reverse-group.js';
import { mediaSingle } from './reverse-single.js';

/** Images: `![alt](url)` alone in its paragraph, file images, groups of attachments. */
export const mediaConstruct: Construct = {
  name: 'media',
  nodes: ['mediaSingle', 'media', 'mediaGroup', 'mediaInline', 'caption'],
  inlineTokens: { image },
  writers: { mediaSingle, mediaGroup },
  partOf: ['media', 'caption'],
  asNode: ['mediaInline'],
  renderers: MEDIA_HANDLERS,
  directives: { mediaSingle: mediaSingleDirective, media: mediaDirective, mediaGroup: mediaGroupDirective },
};
