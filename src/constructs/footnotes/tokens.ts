import type { MarkdownIt, StateCore } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { type FootnoteEnv, footnoteTail } from './tail.js';

/**
 * GFM footnotes through markdown-it-footnote (`[^label]` and `[^label]: note`), without its
 * inline `^[note]` form, which GFM does not have. The plugin drops a note nothing refers to;
 * here such a note is listed after the others and its `footnote_open` token gets
 * `meta.unreferenced`, so its text is kept and reported. The plugin's tail rule, which lists
 * the notes, is replaced by a linear one (tail.ts).
 */
export function footnotesPlugin(md: MarkdownIt): void {
  md.use(footnote);
  md.inline.ruler.disable('footnote_inline');
  md.core.ruler.before('footnote_tail', 'footnote_keep_unreferenced', keepUnreferenced);
  md.core.ruler.at('footnote_tail', footnoteTail);
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
