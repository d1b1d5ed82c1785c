import { LOCAL_ID, same, type DirectiveSpec, type AttributeSpec } from '../../registry/spec.js';
import { fragment, json, nonEmptyText, oneOf, text, wordList } from '../../registry/value-types.js';

const IDENTITY: Readonly<Record<string, AttributeSpec>> = {
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
};

/** Connected extensions: one names itself a data source (`fragment`), another reads it (`dataConsumer`). */
const CONNECTIONS: Readonly<Record<string, AttributeSpec>> = {
  fragment: {
    type: fragment,
    description: 'This extension as a data source (the `fragment` mark): its identifier, then its name.',
    atlassian: {
      kind: 'mark',
      markType: 'fragment',
      toMark: (value) => ({ type: 'fragment', attrs: { ...(value as object) } }),
      fromMark: (mark) => ({ ...mark.attrs }),
    },
  },
  sources: {
    type: wordList,
    description: 'Identifiers of the fragments it reads (the `dataConsumer` mark).',
    atlassian: {
      kind: 'mark',
      markType: 'dataConsumer',
      toMark: (value) => ({ type: 'dataConsumer', attrs: { sources: value } }),
      fromMark: (mark) => mark.attrs?.sources,
    },
  },
};

const EXTENSION_ATTRIBUTES: Readonly<Record<string, AttributeSpec>> = {
  ...IDENTITY,
  layout: { type: oneOf('default', 'wide', 'full-width'), description: 'Width.', atlassian: same('layout') },
  localId: LOCAL_ID,
  ...CONNECTIONS,
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

export const inlineExtensionDirective: DirectiveSpec = {
  description:
    'Inline: a macro or app inside the text (`inlineExtension`), the comment itself the node, e.g. a template variable.',
  target: ['inlineExtension'],
  precedes: [],
  required: ['extensionType', 'extensionKey'],
  closed: true,
  inline: {
    node: 'inlineExtension',
    takes: 'nothing',
    build: () => ({ type: 'inlineExtension' }),
  },
  attributes: { ...IDENTITY, localId: LOCAL_ID, ...CONNECTIONS },
};
