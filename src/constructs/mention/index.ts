import { jiraMention } from './jira.js';
import type { Construct } from '../../engine/construct.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { mentionDirective } from './directives.js';

export const mentionConstruct: Construct = {
  name: 'mention',
  nodes: ['mention'],
  /** `[~accountid:ID]` as Jira writes it; `[Name](mention:ID)` is a link (link/hooks.ts). */
  inlineTokens: { jira_mention: jiraMention },
  phrasing: ['mention'],
  renderers: { mention: INLINE_HANDLERS.mention },
  directives: { mention: mentionDirective },
};
