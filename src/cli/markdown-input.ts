import { whyNotMarkdown } from '../input/not-markdown.js';
import type { ReportedDiagnostic } from './diagnostics-format.js';

/** Why `convert` or `html` refuses an input as Markdown (`whyNotMarkdown`), as the diagnostic it prints. */
export function notMarkdown(
  text: string,
  adfHint = '`mdadf to-markdown` turns it into Markdown (`mdadf html` previews it)',
): ReportedDiagnostic | undefined {
  const why = whyNotMarkdown(text, adfHint);
  return why === undefined ? undefined : { severity: 'error', code: 'not-markdown', message: why };
}
