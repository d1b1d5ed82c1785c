import { Parser } from '../../markdown/generated/htmlparser2.js';

/**
 * HTML as htmlparser2 reads it (tokenizing, character references, void elements, implied end
 * tags), as a small tree: what the mapping to ADF walks. Built with an explicit stack, as every
 * walk in mdadf is, so no depth of nesting in the input reaches the call stack.
 */
export interface HtmlElement {
  name: string;
  /** Attributes as given (names lower-cased, references decoded); read with `attr`. */
  attrs: Readonly<Record<string, string>>;
  children: HtmlChild[];
  /** Where its tag starts in the HTML given to parseHtml. */
  at: number;
  /** Still open when the HTML ended (the next HTML block may close it). */
  open: boolean;
}

/** An element, or text with its character references decoded. */
export type HtmlChild = HtmlElement | string;

export function attr(element: HtmlElement, name: string): string | undefined {
  return Object.hasOwn(element.attrs, name) ? element.attrs[name] : undefined;
}

/**
 * The HTML's nodes, as children of a root element. `context` names elements already open
 * around the HTML (left open by an earlier HTML block): they are opened first, so that a closing
 * tag in the HTML closes them; the root's first child is then the outermost of them, its `at` -1.
 */
export function parseHtml(html: string, context: readonly string[] = []): HtmlElement {
  let prefix = '';
  for (const name of context) prefix += `<${name}>`;
  const tree = new TreeBuilder(prefix.length);
  builder = tree;
  parser.reset();
  parser.write(prefix + html);
  tree.ending = true;
  parser.end();
  builder = undefined;
  return tree.root;
}

/** Builds the tree of one parse from the parser's events. */
class TreeBuilder {
  readonly root: HtmlElement = { name: '', attrs: {}, children: [], at: 0, open: false };
  private readonly stack: HtmlElement[] = [this.root];
  ending = false;

  constructor(private readonly prefix: number) {}

  open(name: string, attrs: Record<string, string>, start: number): void {
    const at = start - this.prefix;
    const element: HtmlElement = { name, attrs, children: [], at: at < 0 ? -1 : at, open: false };
    this.stack[this.stack.length - 1].children.push(element);
    this.stack.push(element);
  }

  close(): void {
    const element = this.stack.pop()!;
    element.open = this.ending;
  }

  text(text: string): void {
    const children = this.stack[this.stack.length - 1].children;
    const last = children.length - 1;
    // The parser may report one run of text in pieces (around a character reference).
    if (last >= 0 && typeof children[last] === 'string') children[last] += text;
    else children.push(text);
  }
}

/**
 * One parser for every parse (its `reset` starts it anew): making one, with its tokenizer, for
 * each tag among text cost more than reading the tag.
 */
let builder: TreeBuilder | undefined;
const parser = new Parser(
  {
    onopentag: (name, attrs) => builder!.open(name, attrs, parser.startIndex),
    onclosetag: () => builder!.close(),
    ontext: (text) => builder!.text(text),
  },
  { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
);

/** The one start tag of an inline HTML token (`<a href="…" title='…'>`), read as the parser reads it. */
export function readStartTag(html: string): HtmlElement | undefined {
  const first = parseHtml(html).children[0];
  return typeof first === 'string' ? undefined : first;
}
