import type { Token } from '../../markdown/types.js';

/**
 * Where each child of an inline token starts in the token's text, for diagnostics at the
 * offending text rather than at its paragraph. markdown-it's inline children carry no
 * positions, so they are found again in order: each child's own source form (its markup, its
 * text, a code span's backticks) is looked for from where the one before it ended. Found on
 * demand, from the last child found, so a run asks for its children's places in one forward
 * pass over its text, and a run with no diagnostic never pays for it.
 *
 * What cannot be found exactly (a text whose escapes or entities markdown-it decoded) does not
 * move the search on: the next child is looked for from the same place, never past its own.
 */
export class TokenStarts {
  private children: readonly Token[] = [];
  private source = '';
  /** Children before `next` are placed; `at` is where the one before `next` ended. */
  private next = 0;
  private at = 0;
  private start = 0;

  reset(children: readonly Token[], source: string): void {
    this.children = children;
    this.source = source;
    this.next = 0;
    this.at = 0;
    this.start = 0;
  }

  /** The offset in the text where child `index` starts (the end of the text past the last child). */
  startOf(index: number): number {
    // Asked again for an earlier child (a handler consumed tokens ahead): start over.
    if (index < this.next - 1) this.reset(this.children, this.source);
    if (index === this.next - 1) return this.start;
    while (this.next <= index && this.next < this.children.length) {
      const [start, end] = this.span(this.children[this.next]);
      this.start = start;
      this.at = end;
      this.next++;
    }
    return index < this.children.length ? this.start : this.at;
  }

  /** Where `child` starts and ends, looked for from `at`. */
  private span(child: Token): [number, number] {
    const at = this.at;
    const source = this.source;
    switch (child.type) {
      case 'text':
      case 'math_inline':
        return this.exact(child.content);
      case 'text_special':
      case 'em_open':
      case 'em_close':
      case 'strong_open':
      case 'strong_close':
      case 's_open':
      case 's_close':
        return this.exact(child.markup);
      case 'softbreak':
      case 'hardbreak': {
        const end = source.indexOf('\n', at);
        return end < 0 ? [at, at] : [at, end + 1];
      }
      case 'code_inline':
        return this.codeSpan(child.markup);
      case 'link_open':
        if (child.markup === 'linkify') return [at, at];
        return this.exact(child.markup === 'autolink' ? '<' : '[');
      case 'link_close':
        if (child.markup === 'linkify') return [at, at];
        if (child.markup === 'autolink') return this.exact('>');
        return this.closeBracket(this.exact(']'));
      case 'image': {
        const found = source.indexOf('![', at);
        return found < 0 ? [at, at] : this.closeBracket([found, this.bracketEnd(found + 1)]);
      }
      case 'footnote_ref':
        return this.exact('[^');
      default:
        return child.content ? this.exact(child.content) : [at, at];
    }
  }

  /** `text` where it next stands; not found, nowhere: the search stays where it was. */
  private exact(text: string): [number, number] {
    if (text === '') return [this.at, this.at];
    const found = this.source.indexOf(text, this.at);
    return found < 0 ? [this.at, this.at] : [found, found + text.length];
  }

  /** A code span opened by `markup` (a run of backticks) and closed by a run of the same length. */
  private codeSpan(markup: string): [number, number] {
    const source = this.source;
    const [start, open] = this.exact(markup);
    if (open === start) return [start, start];
    for (let close = source.indexOf(markup, open); close >= 0; close = source.indexOf(markup, close + 1)) {
      let end = close;
      while (source[end] === '`') end++;
      if (end - close === markup.length && source[close - 1] !== '`') return [start, end];
      close = end - 1;
    }
    return [start, open];
  }

  /** A `]` found at `[start, end)`, then the link's destination (`(...)`) or label (`[...]`) after it. */
  private closeBracket([start, end]: [number, number]): [number, number] {
    if (end === start) return [start, end];
    const source = this.source;
    const opener = source[end];
    const closer = opener === '(' ? ')' : opener === '[' ? ']' : undefined;
    if (closer === undefined) return [start, end];
    let depth = 0;
    for (let i = end; i < source.length; i++) {
      const c = source[i];
      if (c === '\\') i++;
      else if (c === opener) depth++;
      else if (c === closer && --depth === 0) return [start, i + 1];
    }
    return [start, end];
  }

  /** Past the `]` that closes the `[` at `open`, brackets nesting, escapes skipped (the end of the text when none). */
  private bracketEnd(open: number): number {
    const source = this.source;
    let depth = 0;
    for (let i = open; i < source.length; i++) {
      const c = source[i];
      if (c === '\\') i++;
      else if (c === '[') depth++;
      else if (c === ']' && --depth === 0) return i + 1;
    }
    return source.length;
  }
}
