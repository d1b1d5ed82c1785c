import type { Token } from 'markdown-it';
import type * as Plain from '../src/convert/plain.js';
import type { BlockTokens } from '../src/markdown/lazy-inline.js';
import type { AdfMark, AdfNode } from '../src/types.js';
import { type Convert, importDist } from './converters.js';

/**
 * The lower bound of a converter that walks markdown-it's tokens: a deliberately minimal
 * Markdown → ADF converter over the same tokens mdadf converts (`tokenizeBlocks`, with each inline
 * token parsed by `inline(token)` as the walk reaches it), building the tree every converter must
 * build (doc, paragraphs, headings, lists, quotes, code blocks, rules, tables, text with marks,
 * links, hard breaks) with the same constructors (src/convert/plain.ts), so its objects have the
 * shapes of mdadf's. Nothing else: no checks, positions, directives, diagnostics, fit pass or
 * front matter, and whatever it does not know (HTML, footnotes, images) it leaves out. A
 * yardstick for bench/lower-bound.ts, not a converter anyone should use.
 */

type Constructors = typeof Plain;
type TokenizeBlocks = (markdown: string) => BlockTokens;

/** Loads the build's tokenizer and constructors (the same modules mdadf's markdownToAdf runs). */
export async function loadLowerBound(dist: URL): Promise<Convert> {
  const { tokenizeBlocks } = await importDist(new URL('markdown/tokenizer.js', dist));
  const plain = (await importDist(new URL('convert/plain.js', dist))) as unknown as Constructors;
  return lowerBound(tokenizeBlocks as TokenizeBlocks, plain);
}

const EM = 1;
const STRONG = 2;
const STRIKE = 4;
const CODE = 8;
const MARK_TYPES = ['em', 'strong', 'strike', 'code'];
const NO_CHILDREN: readonly Token[] = [];

export function lowerBound(tokenizeBlocks: TokenizeBlocks, P: Constructors): Convert {
  const { Block, BlockWithAttrs, Href, HrefTitle, MarkWithAttrs, MarkedText, Text, list } = P;

  /** A node to its parent's content: a first child gets an array of one, as mdadf's append does. */
  const append = (parent: AdfNode, node: AdfNode): void => {
    const content = parent.content;
    if (content !== undefined && content.length > 0) content.push(node);
    else parent.content = list(node);
  };

  /** One marks array per set of plain marks per conversion, as mdadf's plainMarks. */
  const marksOf = (made: AdfMark[][], bits: number): AdfMark[] => {
    let marks = made[bits];
    if (marks === undefined) {
      marks = [];
      for (let bit = 0; bit < MARK_TYPES.length; bit++)
        if (bits & (1 << bit)) marks.push({ type: MARK_TYPES[bit] });
      made[bits] = marks;
    }
    return marks;
  };

  const textNode = (made: AdfMark[][], text: string, bits: number, link: AdfMark | undefined): AdfNode => {
    if (link === undefined) return bits === 0 ? new Text(text) : new MarkedText(text, marksOf(made, bits));
    return new MarkedText(text, bits === 0 ? list(link) : list(link, ...marksOf(made, bits)));
  };

  /**
   * Inline children to ADF inline nodes: text joined while its marks stay the same. The nodes are
   * gathered in `out`, one array a conversion, and copied out at their length, as mdadf's plain
   * runs do: a literal array per run would be an allocation site V8 may tenure (plain.ts), and
   * every text node it holds would be promoted with it.
   */
  const inlineNodes = (children: readonly Token[], made: AdfMark[][], out: AdfNode[]): AdfNode[] => {
    let size = 0;
    let em = 0;
    let strong = 0;
    let strike = 0;
    let link: AdfMark | undefined;
    let text = '';
    let bits = 0;
    let textLink: AdfMark | undefined;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const type = child.type;
      let value: string;
      let code = 0;
      if (type === 'text' || type === 'text_special' || type === 'html_inline') value = child.content;
      else if (type === 'softbreak') value = ' ';
      else if (type === 'code_inline') {
        value = child.content;
        code = CODE;
      } else {
        if (type === 'em_open') em++;
        else if (type === 'em_close') em--;
        else if (type === 'strong_open') strong++;
        else if (type === 'strong_close') strong--;
        else if (type === 's_open') strike++;
        else if (type === 's_close') strike--;
        else if (type === 'link_open') {
          const href = String(child.attrGet('href') ?? '');
          const title = child.attrGet('title');
          link = new MarkWithAttrs('link', title ? new HrefTitle(href, String(title)) : new Href(href));
        } else if (type === 'link_close') link = undefined;
        else if (type === 'hardbreak') {
          if (text !== '') out[size++] = textNode(made, text, bits, textLink);
          text = '';
          out[size++] = { type: 'hardBreak' };
        }
        continue;
      }
      if (value === '') continue;
      // Code takes no mark but a link in ADF: the one rule of the schema every converter must keep.
      const valueBits =
        code !== 0 ? CODE : (em > 0 ? EM : 0) | (strong > 0 ? STRONG : 0) | (strike > 0 ? STRIKE : 0);
      if (text !== '' && valueBits === bits && textLink === link && code === 0) {
        text += value;
        continue;
      }
      if (text !== '') out[size++] = textNode(made, text, bits, textLink);
      text = value;
      bits = valueBits;
      textLink = link;
    }
    if (text !== '') out[size++] = textNode(made, text, bits, textLink);
    return out.slice(0, size);
  };

  return (markdown) => {
    const doc: AdfNode = { type: 'doc', version: 1, content: [] } as unknown as AdfNode;
    const stack: AdfNode[] = [doc];
    const made: AdfMark[][] = [];
    const out: AdfNode[] = [];
    const { tokens, inline } = tokenizeBlocks(markdown);
    const open = (node: AdfNode): void => {
      append(stack[stack.length - 1], node);
      stack.push(node);
    };
    const close = (): void => {
      const node = stack.pop()!;
      if (node.content === undefined) node.content = [];
    };
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      switch (token.type) {
        case 'inline': {
          if (inline !== undefined) inline(token);
          let parent = stack[stack.length - 1];
          const cell = parent.type === 'tableCell' || parent.type === 'tableHeader';
          if (cell) {
            parent = new Block('paragraph');
            append(stack[stack.length - 1], parent);
          }
          parent.content = inlineNodes(token.children ?? NO_CHILDREN, made, out);
          break;
        }
        case 'paragraph_open':
          open(new Block('paragraph'));
          break;
        case 'heading_open':
          open(new BlockWithAttrs('heading', { level: token.markup.length || 1 }));
          break;
        case 'bullet_list_open':
          open(new Block('bulletList'));
          break;
        case 'ordered_list_open':
          open(new BlockWithAttrs('orderedList', { order: Number(token.attrGet('start') ?? 1) }));
          break;
        case 'list_item_open':
          open(new Block('listItem'));
          break;
        case 'blockquote_open':
          open(new Block('blockquote'));
          break;
        case 'table_open':
          open(new Block('table'));
          break;
        case 'tr_open':
          open(new Block('tableRow'));
          break;
        case 'th_open':
          open(new Block('tableHeader'));
          break;
        case 'td_open':
          open(new Block('tableCell'));
          break;
        case 'paragraph_close':
        case 'heading_close':
        case 'bullet_list_close':
        case 'ordered_list_close':
        case 'list_item_close':
        case 'blockquote_close':
        case 'table_close':
        case 'tr_close':
        case 'th_close':
        case 'td_close':
          close();
          break;
        case 'fence':
        case 'code_block': {
          const text = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
          const space = token.info.indexOf(' ');
          const language = space < 0 ? token.info : token.info.slice(0, space);
          // mdadf's shape: attrs after content, only with a language.
          const node: AdfNode = { type: 'codeBlock', content: text === '' ? [] : list(new Text(text)) };
          if (language !== '') node.attrs = { language };
          append(stack[stack.length - 1], node);
          break;
        }
        case 'hr':
          append(stack[stack.length - 1], { type: 'rule' });
          break;
      }
    }
    return doc;
  };
}
