/**
 * Inline code: a backtick fence of a length that occurs nowhere inside, padded with a space on
 * each side when CommonMark would otherwise eat a space or merge a backtick with the fence.
 * Returns null when the text cannot be inline code (a line break turns into a space).
 */
export function codeSpan(text: string, inTable: boolean): string | null {
  if (/[\r\n]/.test(text)) return null;
  const runs = new Set((text.match(/`+/g) ?? []).map((run) => run.length));
  let size = 1;
  while (runs.has(size)) size++;
  const fence = '`'.repeat(size);
  const padded =
    text.startsWith('`') ||
    text.endsWith('`') ||
    (text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '');
  const pad = padded ? ' ' : '';
  // A table row is split at unescaped pipes before code spans are read, so `\|` works even here.
  const body = inTable ? text.replaceAll('|', '\\|') : text;
  return `${fence}${pad}${body}${pad}${fence}`;
}
