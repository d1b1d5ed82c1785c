import {
  LOCAL_ID,
  same,
  type DirectiveSpec,
  type AttributeSpec,
  type DirectiveText,
  LOCAL_ID_TEXT,
} from '../../registry/spec.js';
import { fragment, json, nonEmptyText, oneOf, text, wordList } from '../../registry/value-types.js';

const IDENTITY: Readonly<Record<string, AttributeSpec>> = {
  extensionType: {
    type: nonEmptyText,
    atlassian: same('extensionType'),
  },
  extensionKey: {
    type: nonEmptyText,
    atlassian: same('extensionKey'),
  },
  parameters: { type: json, atlassian: same('parameters') },
  text: { type: text, atlassian: same('text') },
};

/** Connected extensions: one names itself a data source (`fragment`), another reads it (`dataConsumer`). */
const CONNECTIONS: Readonly<Record<string, AttributeSpec>> = {
  fragment: {
    type: fragment,
    atlassian: {
      kind: 'mark',
      markType: 'fragment',
      toMark: (value) => ({ type: 'fragment', attrs: { ...(value as object) } }),
      fromMark: (mark) => ({ ...mark.attrs }),
    },
  },
  sources: {
    type: wordList,
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
  layout: { type: oneOf('default', 'wide', 'full-width'), atlassian: same('layout') },
  localId: LOCAL_ID,
  ...CONNECTIONS,
};

export const extensionDirective: DirectiveSpec = {
  target: ['extension'],
  precedes: [],
  alone: 'extension',
  required: ['extensionType', 'extensionKey'],
  closed: true,
  attributes: EXTENSION_ATTRIBUTES,
};

export const bodiedExtensionDirective: DirectiveSpec = {
  target: ['bodiedExtension'],
  precedes: ['blockquote', 'bodiedExtension'],
  becomes: { type: 'bodiedExtension', attrs: {} },
  required: ['extensionType', 'extensionKey'],
  closed: true,
  attributes: EXTENSION_ATTRIBUTES,
};

export const inlineExtensionDirective: DirectiveSpec = {
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

const IDENTITY_TEXT = {
  extensionType: 'Kind of extension (`com.atlassian.confluence.macro.core`).',
  extensionKey: 'Which macro or app (`toc`, `jira`).',
  parameters: 'The parameters, as JSON.',
  text: 'Text shown where the extension cannot be.',
};

const CONNECTIONS_TEXT = {
  fragment: 'This extension as a data source (the `fragment` mark): its identifier, then its name.',
  sources: 'Identifiers of the fragments it reads (the `dataConsumer` mark).',
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function extensionDocs(): Readonly<Record<string, DirectiveText>> {
  const attributes = { ...IDENTITY_TEXT, layout: 'Width.', localId: LOCAL_ID_TEXT, ...CONNECTIONS_TEXT };
  return {
    extension: {
      description:
        'Alone on its line (a blank line after it): a macro or app block (`extension`), its parameters as JSON.',
      attributes,
    },
    bodiedExtension: {
      description: 'Makes the quote on the next line a macro or app with a body (`bodiedExtension`).',
      attributes,
    },
    inlineExtension: {
      description:
        'Inline: a macro or app inside the text (`inlineExtension`), the comment itself the node, e.g. a template variable.',
      attributes: {
        ...IDENTITY_TEXT,
        localId: LOCAL_ID_TEXT,
        ...CONNECTIONS_TEXT,
      },
    },
  };
}
