import { Tokenizer } from '../../markdown/generated/htmlparser2.js';

/**
 * HTML as htmlparser2 reads it, as a small tree: what the mapping to ADF walks. htmlparser2's
 * tokenizer reads the HTML (tags, attributes, character references, raw text); the tree rules
 * below are those of its `Parser` in HTML mode (void elements, the end tags a start tag implies,
 * `</p>` and `</br>` alone), so the tree is the one `Parser` gives (tests/convert/html-parse.test.ts
 * compares the two), without the parts of `Parser` nothing here uses (XML mode, streaming
 * input, comment and instruction events, SVG's tag-name casing). Built with an explicit stack,
 * as every walk in mdadf is, so no depth of nesting in the input reaches the call stack.
 */
export interface HtmlElement {
  name: string;
  /** Attributes as given (names lower-cased, references decoded, the first of a name kept); read with `attr`. */
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
 * The HTML's nodes, as children of a root element. `openTags` are the start tags (`<div><td>`)
 * of elements already open around the HTML (left open by an earlier HTML block): they are
 * opened first, so that a closing tag in the HTML closes them; the root's first child is then
 * the outermost of them, its `at` -1.
 */
export function parseHtml(html: string, openTags = ''): HtmlElement {
  return read(openTags + html, openTags.length);
}

/** The one start tag of an inline HTML token (`<a href="…" title='…'>`), read as the parser reads it. */
export function readStartTag(html: string): HtmlElement | undefined {
  const first = parseHtml(html).children[0];
  return typeof first === 'string' ? undefined : first;
}

const words = (list: string) => new Set(list.split(' '));

const VOID = words(
  'area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr',
);

/** htmlparser2's `openImpliesClose`: the open elements (innermost first) a start tag closes. */
const IMPLIES_CLOSE = new Map<string, Set<string>>();
for (const rule of [
  'tr:tr th td',
  'th:th',
  'td:thead th td',
  'body:head link script',
  'a:a',
  'li:li',
  'option:option',
  'optgroup:optgroup option',
  'dd dt:dd dt',
  'rt rp:rt rp',
  'tbody tfoot:thead tbody',
  'h1 h2 h3 h4 h5 h6:h1 h2 h3 h4 h5 h6 p',
  'select input output button datalist textarea:input option optgroup select button datalist textarea',
  'p address article aside blockquote details div dl fieldset figcaption figure footer form header hr main nav ol pre section table ul:p',
]) {
  const [names, closed] = rule.split(':');
  const set = words(closed);
  for (const name of names.split(' ')) IMPLIES_CLOSE.set(name, set);
}

/** Where HTML content starts again inside SVG or MathML. */
const INTEGRATION = words('mi mo mn ms mtext annotation-xml foreignobject desc title');

// The state of one read: module variables, not a class's fields, so that a bundle's minifier
// shortens their names (the markdownToAdf bundle's size is a budget).
let source = '';
let prefixLength = 0;
/** The open elements of the tree, the root first. */
const elements: HtmlElement[] = [];
/** The names of the open elements, innermost last, as `Parser` keeps them. */
const stack: string[] = [];
/** Per SVG, MathML or HTML integration element open, whether its content is foreign (`<x/>` closes, `<style>` is no raw text). */
const foreign: boolean[] = [false];
let startIndex = 0;
let openTagStart = 0;
let tagName = '';
let attributeName = '';
let attributeValue = '';
/** The attributes of the start tag being read: null outside one, NO_ATTRIBUTES until its first. */
let attributes: Record<string, string> | null = null;
/** Shared by every element without attributes (most of them): one object less per tag. */
const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});
let ending = false;

const inForeign = () => foreign[foreign.length - 1];
const slice = (start: number, end: number) => source.slice(start, end);

function addElement(name: string, attrs: Record<string, string>): void {
  const at = startIndex - prefixLength;
  const element: HtmlElement = { name, attrs, children: [], at: at < 0 ? -1 : at, open: false };
  elements[elements.length - 1].children.push(element);
  elements.push(element);
}

function addText(text: string): void {
  const children = elements[elements.length - 1].children;
  const last = children.length - 1;
  // The tokenizer reports one run of text in pieces (around a character reference).
  if (last >= 0 && typeof children[last] === 'string') children[last] += text;
  else children.push(text);
}

function endElement(): void {
  elements.pop()!.open = ending;
}

function readName(start: number, end: number): string {
  const name = slice(start, end).toLowerCase();
  return name === 'image' && !inForeign() ? 'img' : name;
}

function openTag(name: string): void {
  openTagStart = startIndex;
  tagName = name;
  // A form inside a form is not an element.
  if (name === 'form' && stack.includes('form')) {
    tagName = '';
    return;
  }
  const closes = IMPLIES_CLOSE.get(name);
  if (closes) while (stack.length > 0 && closes.has(stack[stack.length - 1])) pop();
  if (!VOID.has(name)) {
    stack.push(name);
    if (name === 'svg' || name === 'math') foreign.push(true);
    else if (INTEGRATION.has(name)) foreign.push(false);
  }
  attributes = NO_ATTRIBUTES;
}

function endOpenTag(): void {
  startIndex = openTagStart;
  if (attributes) {
    addElement(tagName, attributes);
    attributes = null;
    if (VOID.has(tagName)) endElement();
  }
  tagName = '';
}

function pop(): void {
  const name = stack.pop()!;
  if (name === 'svg' || name === 'math' || INTEGRATION.has(name)) foreign.pop();
  endElement();
}

function closeCurrentTag(): void {
  const name = tagName;
  endOpenTag();
  if (stack[stack.length - 1] === name) pop();
}

/** Comments, declarations and processing instructions show nothing. */
function skip(_start: number, end: number): void {
  startIndex = end + 1;
}

/** The tokenizer's events: the tree rules above, fed by its callbacks. */
const EVENTS: ConstructorParameters<typeof Tokenizer>[1] = {
  isInForeignContext: inForeign,
  ontext(start, end) {
    addText(slice(start, end));
    startIndex = end;
  },
  ontextentity(codepoint, end) {
    addText(String.fromCodePoint(codepoint));
    startIndex = end;
  },
  onopentagname(start, end) {
    openTag(readName(start, end));
  },
  onopentagend(end) {
    endOpenTag();
    startIndex = end + 1;
  },
  onselfclosingtag(end) {
    // Outside SVG and MathML, `<div/>` opens a div.
    if (inForeign()) closeCurrentTag();
    else endOpenTag();
    startIndex = end + 1;
  },
  onclosetag(start, end) {
    const name = readName(start, end);
    if (!VOID.has(name)) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) while (stack.length > at) pop();
      else if (name === 'p') {
        // `</p>` with no paragraph open is an empty one.
        openTag('p');
        closeCurrentTag();
      }
    } else if (name === 'br') {
      // `</br>` is a line break.
      addElement('br', NO_ATTRIBUTES);
      endElement();
    }
    startIndex = end + 1;
  },
  onattribname(start, end) {
    attributeName = slice(start, end).toLowerCase();
  },
  onattribdata(start, end) {
    attributeValue += slice(start, end);
  },
  onattribentity(codepoint) {
    attributeValue += String.fromCodePoint(codepoint);
  },
  onattribend() {
    if (attributes === NO_ATTRIBUTES) attributes = {};
    if (attributes && !Object.hasOwn(attributes, attributeName)) attributes[attributeName] = attributeValue;
    attributeValue = '';
  },
  oncomment: skip,
  ondeclaration: skip,
  onprocessinginstruction: skip,
  // CDATA is text in SVG and MathML only.
  oncdata(start, end, offset) {
    if (inForeign()) addText(slice(start, end - offset));
    startIndex = end + 1;
  },
  onend() {
    ending = true;
    while (elements.length > 1) endElement();
  },
};

/**
 * One tokenizer for every read (making one for each tag among text cost more than reading the
 * tag), made on the first read, not at load: a document without HTML never loads the tokenizer
 * (the Node bundles load it on first use, scripts/build-bundles.ts's SIDE_MODULES).
 */
let shared: Tokenizer | undefined;
const theTokenizer = () => (shared ??= new Tokenizer({ decodeEntities: true }, EVENTS));

function read(html: string, prefix: number): HtmlElement {
  source = html;
  prefixLength = prefix;
  const root: HtmlElement = { name: '', attrs: {}, children: [], at: 0, open: false };
  elements.length = 0;
  elements.push(root);
  stack.length = 0;
  foreign.length = 1;
  startIndex = 0;
  tagName = '';
  attributeValue = '';
  attributes = null;
  ending = false;
  const tokenizer = theTokenizer();
  tokenizer.reset();
  tokenizer.write(html);
  tokenizer.end();
  source = '';
  return root;
}
