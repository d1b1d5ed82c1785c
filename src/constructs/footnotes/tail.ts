import type { StateCore, Token } from 'markdown-it';

export interface FootnoteEnv {
  footnotes?: {
    refs?: Record<string, number>;
    list?: Array<{ label?: string; count?: number; tokens?: Token[]; content?: string }>;
    unreferenced?: string[];
  };
}

/**
 * markdown-it-footnote's `footnote_tail` rule, done in linear time: the plugin appends each
 * note with `tokens = tokens.concat(note)`, which copies the whole stream once per note (8,000
 * notes took seconds). Same tokens in the same order: the definitions are taken out of the
 * stream and listed at its end, in the order of first reference, each closed by its back-link
 * anchors (one per reference).
 *
 * It also marks the notes nothing refers to (`meta.unreferenced`), with the 1-based line and
 * column of their definition (`meta.line`, `meta.column`), for the converter's diagnostic.
 */
export function footnoteTail(state: StateCore): void {
  const notes = (state.env as FootnoteEnv).footnotes;
  if (!notes) return;
  const definitions = takeDefinitions(state);
  if (!notes.list) return;
  const unreferenced = new Set(notes.unreferenced);
  const out = state.tokens;
  out.push(new state.Token('footnote_block_open', '', 1));
  notes.list.forEach((note, id) => {
    const open = new state.Token('footnote_open', '', 1);
    open.meta = { id, label: note.label };
    const isUnreferenced = note.label !== undefined && unreferenced.has(note.label);
    if (isUnreferenced) Object.assign(open.meta, { unreferenced: true }, definitions.at.get(note.label!));
    out.push(open);
    if (note.tokens) {
      const paragraph = new state.Token('paragraph_open', 'p', 1);
      paragraph.block = true;
      const inline = new state.Token('inline', '', 0);
      inline.children = note.tokens;
      inline.content = note.content ?? '';
      const close = new state.Token('paragraph_close', 'p', -1);
      close.block = true;
      out.push(paragraph, inline, close);
    } else if (note.label !== undefined) {
      const body = definitions.body.get(note.label);
      if (body) for (const token of body) out.push(token);
    }
    const lastParagraph = out[out.length - 1].type === 'paragraph_close' ? out.pop() : undefined;
    const anchors = note.count !== undefined && note.count > 0 ? note.count : 1;
    for (let subId = 0; subId < anchors; subId++) {
      const anchor = new state.Token('footnote_anchor', '', 0);
      anchor.meta = { id, subId, label: note.label };
      if (isUnreferenced) anchor.meta.unreferenced = true;
      out.push(anchor);
    }
    if (lastParagraph) out.push(lastParagraph);
    out.push(new state.Token('footnote_close', '', -1));
  });
  out.push(new state.Token('footnote_block_close', '', -1));
}

interface Definitions {
  /** The tokens of each definition's body (a later definition of a label replaces an earlier one). */
  body: Map<string, Token[]>;
  /** Where each definition's `[^label]:` stands in the source. */
  at: Map<string, { line: number; column: number }>;
}

/**
 * Takes the definitions (`footnote_reference_open` … `_close`) out of the stream, as the plugin
 * does (a definition nested in another ends the outer one's capture, as there). Definitions come
 * in source order, so each one's `[^label]:` is found by one search onward from the previous:
 * the whole source is read once.
 */
function takeDefinitions(state: StateCore): Definitions {
  const body = new Map<string, Token[]>();
  const at = new Map<string, { line: number; column: number }>();
  const kept: Token[] = [];
  let current: Token[] = [];
  let label = '';
  let inside = false;
  let cursor = 0;
  let line = 1;
  let lineStart = 0;
  for (const token of state.tokens) {
    if (token.type === 'footnote_reference_open') {
      inside = true;
      current = [];
      label = String(token.meta?.label);
      const found = state.src.indexOf(`[^${label}]:`, cursor);
      if (found >= 0) {
        for (
          let i = state.src.indexOf('\n', cursor);
          i >= 0 && i < found;
          i = state.src.indexOf('\n', i + 1)
        ) {
          line++;
          lineStart = i + 1;
        }
        if (!at.has(label)) at.set(label, { line, column: found - lineStart + 1 });
        cursor = found;
      }
    } else if (token.type === 'footnote_reference_close') {
      inside = false;
      body.set(label, current);
    } else if (inside) current.push(token);
    else kept.push(token);
  }
  state.tokens = kept;
  return { body, at };
}
