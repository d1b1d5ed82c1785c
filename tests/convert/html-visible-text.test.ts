import markdownIt from 'markdown-it';
import markdownItFootnote from 'markdown-it-footnote';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { DROPPED_WITH_CONTENT } from '../../src/constructs/html/tags.js';
import { convert } from '../../src/index.js';
import type { AdfNode } from '../../src/types.js';
import { loadDocsCorpus } from '../../bench/workloads.js';
import { loadCorpus } from '../support/corpus.js';

/**
 * HTML in real Markdown, read as GitHub shows it, over both corpora: no output text holds a
 * literal tag of the HTML mdadf maps (outside code), and no word a reader sees on GitHub is
 * lost. What a reader sees is markdown-it's own HTML (`html: true`), then GitHub's sanitizer:
 * the elements it strips with their content (`<script>`, `<style>`…) show nothing, every other
 * tag shows its text; comments show nothing.
 */
const CORPORA = {
  'node_modules corpus': () => loadCorpus(),
  'docs corpus': () => loadDocsCorpus(),
};

const MAPPED =
  /<\/?(p|div|center|h[1-6]|img|picture|source|a|hr|blockquote|pre|ul|ol|li|dl|dt|dd|table|thead|tbody|tfoot|tr|th|td|br|kbd|mark|small|abbr|q|cite|var|samp|span|b|i|em|strong|u|s|del|ins|sub|sup|code)(\s[^>]*)?\/?>/i;

const reference = markdownIt({ html: true, linkify: true }).use(markdownItFootnote);

/** Elements that stand among text: their tags part no words. */
const PHRASING = new Set(
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strike strong sub sup time tt u var'.split(
    ' ',
  ),
);

/**
 * What mdadf gives a meaning GitHub shows as text: an alert's `[!NOTE]` is its panel's type, a
 * task's `[x]` its checkbox. Those marks are no words of the text.
 */
function withoutMarkers(markdown: string): string {
  return markdown
    .replace(/^(\s*>\s*)\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/gim, '$1')
    .replace(/^(\s*(?:[-*+]|\d+[.)])\s+)\[[ xX]\]/gm, '$1');
}

/** The words of the text a browser shows of sanitized HTML. */
function visibleWords(html: string): string[] {
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (DROPPED_WITH_CONTENT.has(name)) hidden++;
        if (!PHRASING.has(name)) text += ' ';
      },
      onclosetag: (name) => {
        if (DROPPED_WITH_CONTENT.has(name)) hidden--;
        if (!PHRASING.has(name)) text += ' ';
      },
      ontext: (data) => {
        if (hidden === 0) text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return wordsOf(text);
}

/** Letters and digits only: punctuation, quotes and markup characters are no words. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Every text of the ADF, code and emoji shortcodes included; media alt text is no visible text. */
function adfWords(doc: AdfNode): string[] {
  let text = '';
  let apart = '';
  const stack: AdfNode[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop()!;
    // Inline siblings' texts join as a reader reads them; blocks stand apart.
    if (typeof node.text === 'string') text += node.text;
    else text += ' ';
    // Words nodes carry in attributes (an emoji's shortcode, a card's URL, an expand's title) stand apart.
    const attrs = node.attrs ?? {};
    for (const key of ['shortName', 'title', 'text', 'url']) {
      if (typeof attrs[key] === 'string') apart += ` ${attrs[key]} `;
    }
    for (let i = (node.content?.length ?? 0) - 1; i >= 0; i--) stack.push(node.content![i]);
  }
  return [...wordsOf(text), ...wordsOf(apart)];
}

function literalTags(doc: AdfNode): string[] {
  const found: string[] = [];
  const stack: AdfNode[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'codeBlock') continue;
    const code = node.marks?.some((mark) => mark.type === 'code');
    if (node.type === 'text' && !code && MAPPED.test(node.text!)) found.push(node.text!);
    for (const child of node.content ?? []) stack.push(child);
  }
  return found;
}

/** Words of `seen` that `kept` holds fewer times. */
function lost(seen: readonly string[], kept: readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const word of kept) count.set(word, (count.get(word) ?? 0) + 1);
  const missing: string[] = [];
  for (const word of seen) {
    const left = count.get(word) ?? 0;
    if (left > 0) count.set(word, left - 1);
    else missing.push(word);
  }
  return missing;
}

describe.each(Object.entries(CORPORA))('HTML in the %s, as GitHub shows it', (_name, load) => {
  const docs = load();

  it('no output text holds a literal tag of the HTML mdadf maps', () => {
    const found = docs.flatMap((doc) =>
      literalTags(convert(doc.text).doc as AdfNode).map((text) => `${doc.path}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('no word a reader sees on GitHub is lost', () => {
    const losses: string[] = [];
    for (const doc of docs) {
      const result = convert(doc.text);
      // Front matter is metadata, not text: its lines are no part of the document's words.
      const body = result.metadata
        ? doc.text.replace(/^---\r?\n[\s\S]*?\r?\n(---|\.\.\.)\r?\n/, '')
        : doc.text;
      // A footnote reference's number is the renderer's, not the author's (`[1:2]` for a second reference).
      const html = reference
        .render(withoutMarkers(body))
        .replace(/<sup class="footnote-ref">.*?<\/sup>/g, ' ');
      const missing = lost(visibleWords(html), adfWords(result.doc as AdfNode));
      if (missing.length > 0) losses.push(`${doc.path}: ${missing.slice(0, 8).join(' ')}`);
    }
    expect(losses).toEqual([]);
  });
});
