import type { MarkdownIt, StateCore } from 'markdown-it';
import footnote from 'markdown-it-footnote';

interface FootnoteEnv {
  footnotes?: {
    refs?: Record<string, number>;
    list?: Array<{ label?: string; count?: number }>;
    unreferenced?: string[];
  };
}

/**
 * GFM footnotes through markdown-it-footnote (`[^label]` and `[^label]: note`), without its
 * inline `^[note]` form, which GFM does not have. The plugin drops a note nothing refers to;
 * here such a note is listed after the others and its `footnote_open` token gets
 * `meta.unreferenced`, so its text is kept and reported.
 */
export function footnotesPlugin(md: MarkdownIt): void {
  md.use(footnote);
  md.inline.ruler.disable('footnote_inline');
  md.core.ruler.before('footnote_tail', 'footnote_keep_unreferenced', keepUnreferenced);
  md.core.ruler.after('footnote_tail', 'footnote_flag_unreferenced', flagUnreferenced);
}

function keepUnreferenced(state: StateCore): void {
  const notes = (state.env as FootnoteEnv).footnotes;
  if (!notes?.refs) return;
  notes.list ??= [];
  for (const [key, id] of Object.entries(notes.refs)) {
    if (id >= 0) continue;
    const label = key.slice(1);
    notes.refs[key] = notes.list.length;
    notes.list.push({ label, count: 0 });
    notes.unreferenced ??= [];
    notes.unreferenced.push(label);
  }
}

function flagUnreferenced(state: StateCore): void {
  const unreferenced = (state.env as FootnoteEnv).footnotes?.unreferenced;
  if (!unreferenced) return;
  for (const token of state.tokens) {
    const isNote = token.type === 'footnote_open' || token.type === 'footnote_anchor';
    if (isNote && unreferenced.includes(String(token.meta?.label))) {
      token.meta = { ...token.meta, unreferenced: true };
    }
  }
}
