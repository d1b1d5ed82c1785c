/**
 * Callout types of GitHub alerts, Obsidian callouts, MkDocs admonitions and Docusaurus /
 * VitePress containers, as ADF panel types. GitHub's five keep the meaning they always had
 * here (NOTE → info, TIP → success, IMPORTANT → note, WARNING → warning, CAUTION → error); the
 * others follow by colour and meaning. Type words are read in any letter case.
 */
const PANEL_TYPES: ReadonlyMap<string, string> = new Map([
  ...words('info', 'note', 'info', 'abstract', 'summary', 'tldr', 'todo', 'quote', 'cite', 'seealso'),
  ...words('success', 'tip', 'hint', 'success', 'check', 'done'),
  ...words('note', 'important', 'question', 'help', 'faq', 'example'),
  ...words('warning', 'warning', 'attention'),
  ...words('error', 'caution', 'danger', 'error', 'failure', 'fail', 'missing', 'bug'),
]);

function words(panelType: string, ...names: string[]): [string, string][] {
  return names.map((name) => [name, panelType]);
}

/** What a callout opening says, carried on its tokens' `meta`. */
export type CalloutMeta = {
  /** The ADF panel type (`info` for a type mdadf does not know). */
  panelType: string;
  /** The type word as written, when mdadf does not know it (reported, and kept as the title). */
  unknown?: string;
  /** Foldable (`[!faq]-`, `???`): the panel goes inside an expand titled `title`. */
  fold?: boolean;
  /** The title, as plain text, for an expand. */
  title?: string;
  /** VitePress `::: details`: an expand with no panel. */
  expandOnly?: boolean;
};

/** The meta of a callout of type `word`, folded or not, with a title (undefined: none written). */
export function calloutMeta(word: string, fold: boolean, title: string | undefined): CalloutMeta {
  const known = PANEL_TYPES.get(word.toLowerCase());
  const meta: CalloutMeta = { panelType: known ?? 'info' };
  if (!known) meta.unknown = word;
  if (fold) {
    meta.fold = true;
    meta.title = title || capitalized(word);
  }
  return meta;
}

/**
 * The title a callout shows as its first, bold, paragraph: the one written, or for a type
 * mdadf does not know, the type word (the panel cannot say it).
 */
export function titleLine(meta: CalloutMeta, title: string | undefined): string | undefined {
  if (meta.fold || meta.expandOnly) return undefined;
  return title || meta.unknown;
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Type words: letters, digits, `-`, `_`. */
export function isTypeChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95;
}
