import markdownIt from 'markdown-it';
import type { Token } from '../../markdown/types.js';
import type { AdfNode } from '../../types.js';
import type { BlockHandler } from '../../convert/blocks/handler.js';
import { addBlock } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/parts.js';
import { codeBlockConstruct } from './index.js';

const { unescapeAll } = markdownIt().utils;

/** ADF code text has no final newline; markdown-it's always has one. */
function codeBlock(token: Token, language: string): AdfNode {
  const text = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
  const node: AdfNode = { type: 'codeBlock', content: text === '' ? [] : [{ type: 'text', text }] };
  if (language !== '') node.attrs = { language };
  return node;
}

/** Fenced code (backticks or tildes): the language is the first word of the info string. */
export const fence: BlockHandler = (token, ctx) => {
  const info = unescapeAll(token.info).trim();
  const space = info.search(/\s/);
  addBlock(ctx, codeBlock(token, space < 0 ? info : info.slice(0, space)), token);
};

export const indentedCode: BlockHandler = (token, ctx) => {
  addBlock(ctx, codeBlock(token, ''), token);
};

export const codeBlockForward: ForwardPart = {
  construct: codeBlockConstruct,
  blockTokens: { fence, code_block: indentedCode },
};
