import { LOCAL_ID, same, type DirectiveSpec, type AttributeSpec } from '../../registry/spec.js';
import { json, nonEmptyText, oneOf, text } from '../../registry/value-types.js';

const EXTENSION_ATTRIBUTES: Readonly<Record<string, AttributeSpec>> = {
  extensionType: {
    type: nonEmptyText,
    description: 'Kind of extension (`com.atlassian.confluence.macro.core`).',
    atlassian: same('extensionType'),
  },
  extensionKey: {
    type: nonEmptyText,
    description: 'Which macro or app (`toc`, `jira`).',
    atlassian: same('extensionKey'),
  },
  parameters: { type: json, description: 'The parameters, as JSON.', atlassian: same('parameters') },
  text: { type: text, description: 'Text shown where the extension cannot be.', atlassian: same('text') },
  layout: { type: oneOf('default', 'wide', 'full-width'), description: 'Width.', atlassian: same('layout') },
  localId: LOCAL_ID,
};

export const extensionDirective: DirectiveSpec = {
  description:
    'Alone on its line (a blank line after it): a macro or app block (`extension`), its parameters as JSON.',
  target: ['extension'],
  precedes: [],
  alone: 'extension',
  required: ['extensionType', 'extensionKey'],
  closed: true,
  attributes: EXTENSION_ATTRIBUTES,
};

export const bodiedExtensionDirective: DirectiveSpec = {
  description: 'Makes the quote on the next line a macro or app with a body (`bodiedExtension`).',
  target: ['bodiedExtension'],
  precedes: ['blockquote', 'bodiedExtension'],
  becomes: { type: 'bodiedExtension', attrs: {} },
  required: ['extensionType', 'extensionKey'],
  closed: true,
  attributes: EXTENSION_ATTRIBUTES,
};
