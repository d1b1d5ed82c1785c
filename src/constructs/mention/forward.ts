import type { ForwardPart } from '../../engine/parts.js';
import { mentionConstruct } from './index.js';
import { jiraMention } from './jira.js';
import { mentionsPlugin } from './tokens.js';

export const mentionForward: ForwardPart = {
  construct: mentionConstruct,
  syntax: mentionsPlugin,
  /** `[~accountid:ID]` as Jira writes it; `[Name](mention:ID)` is a link (link/forward.ts). */
  inlineTokens: { jira_mention: jiraMention },
};
