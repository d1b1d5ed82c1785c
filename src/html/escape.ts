const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for element content and for double-quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (ch) => ESCAPES[ch]);
}
