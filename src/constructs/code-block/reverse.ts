import { mathBlockLines } from '../math/reverse.js';
import type { AdfNode } from '../../types.js';
import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { leaf, withLineBefore } from '../../reverse/rendered.js';
import type { ReversePart } from '../../engine/parts.js';
import { codeBlockConstruct } from './index.js';

/** A language the info string holds as its first word, read back unchanged (no escapes, entities, backticks). */
const INFO_WORD = /^[^\s`\\&]+$/;

function codeText(content: readonly AdfNode[]): string | null {
  let text = '';
  for (const node of content) {
    const plain =
      node?.type === 'text' &&
      typeof node.text === 'string' &&
      node.text !== '' &&
      Object.keys(node).length === 2;
    if (!plain) return null;
    text += node.text;
  }
  return text;
}

/**
 * A fenced block, its fence longer than any backtick run inside, the language as the info
 * word (or in the directive when it is not a single plain word). A `math` block is written
 * between `$$` lines, as it was most likely read.
 */
export const codeBlock: BlockHandler = (node, place) => {
  const text = codeText(node.content ?? []);
  if (text === null) return asNode('code block content other than plain text has no Markdown form');
  // Markdown keeps no carriage return, and the output never ends a line in white space.
  if (text.includes('\r')) return asNode('a carriage return in code has no Markdown form');
  const language = node.attrs?.language;
  const inInfo = typeof language === 'string' && INFO_WORD.test(language);
  // No output line ends in white space: the code's line ends travel in the directive.
  const lines = text.split('\n');
  const ends = lines.flatMap((line, i) => {
    const white = /[ \t]+$/.exec(line)?.[0];
    return white ? [[i + 1, white]] : [];
  });
  const withEnds = ends.length > 0 ? { ...node, attrs: { ...node.attrs, trailingWhitespace: ends } } : node;
  const directive = directiveFor(withEnds, place.settings, { syntaxAttrs: inInfo ? ['language'] : [] });
  if (!directive.ok) return asNode(directive.reason);
  const math = language === 'math' && inInfo && ends.length === 0 ? mathBlockLines(text) : null;
  if (math) return withLineBefore(directive.comment, leaf(math));
  const longest = (text.match(/`+/g) ?? []).reduce((max, run) => Math.max(max, run.length), 0);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const body = node.content?.length ? lines.map((line) => line.replace(/[ \t]+$/, '')) : [];
  return withLineBefore(directive.comment, leaf([`${fence}${inInfo ? language : ''}`, ...body, fence]));
};

export const codeBlockReverse: ReversePart = { construct: codeBlockConstruct, writers: { codeBlock } };
