import type { Severity } from '../types.js';

/**
 * Every diagnostic mdadf can raise, as data: the code is the stable identifier users
 * filter on, the severity decides whether `strict` fails, the summary feeds the docs.
 * A new code goes in both tables below (TypeScript holds them to the same codes).
 */
export interface DiagnosticSpec {
  severity: Severity;
  summary: string;
}

/**
 * The severity of each code, apart from its summary: the converters read only this, so a
 * bundle of them carries no summaries (they are docs; `DIAGNOSTIC_CODES` joins the two).
 */
export const SEVERITIES = {
  'unknown-directive': 'error',
  'malformed-directive': 'error',
  'unknown-attribute': 'warning',
  'invalid-attribute-value': 'error',
  'reserved-attribute-name': 'error',
  'protected-attribute': 'error',
  'duplicate-attribute': 'warning',
  'dangling-directive': 'warning',
  'directive-out-of-place': 'warning',
  'html-comment-dropped': 'warning',
  'raw-html': 'warning',
  'nesting-too-deep': 'warning',
  'block-moved': 'warning',
  'layout-columns-fitted': 'warning',
  'quote-flattened': 'warning',
  'heading-to-paragraph': 'warning',
  'empty-block-omitted': 'warning',
  'empty-block-filled': 'warning',
  'mark-dropped': 'warning',
  'inline-replaced': 'warning',
  'attribute-dropped': 'warning',
  'image-title-dropped': 'warning',
  'span-adjusted': 'warning',
  'invalid-node': 'error',
  'task-list-mixed': 'warning',
  'details-unbalanced': 'warning',
  'expand-flattened': 'warning',
  'html-tag-unclosed': 'warning',
  'invalid-directive-text': 'error',
  'front-matter-invalid': 'warning',
  'footnote-unreferenced': 'warning',
  'mention-unresolved': 'warning',
  'callout-type-unknown': 'warning',
  'mention-like-link': 'warning',
  'relative-image': 'warning',
  'script-url': 'warning',
  'resolver-answer-invalid': 'error',
  'node-as-json': 'warning',
  'invalid-adf': 'warning',
} as const satisfies Record<string, Severity>;

export type DiagnosticCode = keyof typeof SEVERITIES;

/** What each code means (docs/diagnostics.md). */
const SUMMARIES: Record<DiagnosticCode, string> = {
  'unknown-directive': 'The name after `adf:` is not a known directive; the comment applies to nothing.',
  'malformed-directive':
    'The directive comment cannot be read (no `adf:` type, unterminated quote, a value without quotes, stray text); a value read with an error is not applied, the rest of the comment is used.',
  'unknown-attribute':
    'The directive defines no such attribute; it is kept as an additional property in the extended profile and dropped in the atlassian profile.',
  'invalid-attribute-value':
    'The value fails the attribute type or constraint (hex colour, enum, integer >= 1, boolean); it is dropped.',
  'reserved-attribute-name':
    '`__proto__`, `constructor` and `prototype` are never accepted as attribute names; dropped.',
  'protected-attribute':
    "An unknown directive attribute named like one of the node's own attributes in the profile schema (a heading's `level`, `localId`) or like a key every node is made of (`type`, `attrs`, `content`, `marks`, `text`); it would overwrite what the Markdown gives, so it is dropped.",
  'duplicate-attribute': 'The same attribute is given twice for one block; the last value wins.',
  'dangling-directive':
    'The directive is not directly followed (on the very next line) by a block it applies to; it applies to nothing.',
  'directive-out-of-place':
    'A directive that makes a quote part of a larger node stands where that part cannot be (`adf:tableCell` or `adf:tableHeader` outside a row quote, `adf:tableRow` outside a table quote, `adf:layoutColumn` outside a layout section): it applies to nothing, the quote stays a quote.',
  'html-comment-dropped': 'An HTML comment that is not a directive has no ADF form; it is not in the output.',
  'raw-html':
    'HTML that GitHub strips (`<script>`, `<style>`, `<iframe>`, forms, `<font>`, unknown tags) has no ADF form: the tag is dropped, its text kept (a script, style or embedded document goes with its content); one warning per tag name and block, at its first tag. HTML that is no element and no text (a processing instruction, a declaration) is kept literally.',
  'nesting-too-deep':
    'Blocks nested deeper than the nesting limit are kept as literal text in the innermost block.',
  'block-moved':
    'A block that the profile forbids where it stands (e.g. a table or code block inside a quote) is moved out after its container, which is split; no text is lost.',
  'layout-columns-fitted':
    "A layout section with a number of columns the document does not take (2 or 3, as Confluence shows them): with one column, its content takes the section's place; with more than three, the section is split into sections of two or three columns.",
  'quote-flattened':
    'A quote where the profile allows none (nested quote, quote in a list item) is replaced by its content.',
  'heading-to-paragraph':
    'A heading where the profile allows none (list item, quote) becomes a bold paragraph with the same text.',
  'empty-block-omitted':
    'A heading or code block with no text where the profile needs content (extended: at least one text node) is omitted; there is no text to lose.',
  'empty-block-filled':
    'A container that needs content (list item, quote, cell) was empty; an empty paragraph is inserted.',
  'mark-dropped':
    'A mark that cannot be combined with another where it stands (e.g. bold on inline code) is dropped; the text stays.',
  'inline-replaced':
    'An inline construct the profile forbids where it stands (e.g. a line break in a heading, an image inside text) is replaced by an equivalent that keeps its text.',
  'attribute-dropped':
    'The attribute has no equivalent in the official ADF schema; it is dropped in the atlassian profile.',
  'image-title-dropped':
    'ADF media has no title; the title of a standalone image is dropped (its URL and alt text are kept).',
  'span-adjusted':
    "A colspan or rowspan that does not fit the table's grid (past its last column or row, over cells that hold text, against a rowspan from a row above) is reduced so that every row covers the table's columns; a row the rowspans above cover whole is omitted (ADF has no row without cells); a short row of a table written as quotes gets empty cells; a `colwidth` that differs from its column's width (the first a cell gives it) is changed. The message says which span or width, and to what. Empty cells a span covers give way silently.",
  'invalid-node':
    'A node given as `adf:node` JSON is not valid in the profile (anywhere in its subtree: shape, attributes, marks, children), or nests too deep; its JSON text is kept as a code block (or inline code) instead, and the message gives the JSON pointer of the problem.',
  'task-list-mixed':
    'A list mixing task items and plain items is split, as ADF has no list of both: each run of task items is a task list (checkboxes kept, as GitHub shows them), each run of plain items a bullet list.',
  'details-unbalanced':
    'A `<details>` without its `</details>` (the expand ends where its container ends), or a `</details>` with no open `<details>` in the same container (kept as text).',
  'expand-flattened':
    'ADF nests expands two deep (expand, nestedExpand); a `<details>` directly inside a nested expand is flattened into it: its summary becomes a bold line and its content follows.',
  'html-tag-unclosed':
    'An inline HTML tag with an ADF meaning (`<u>`, `<sub>`, `<span style="color: ...">`...) is not closed in its paragraph; its mark runs to the end of the paragraph.',
  'invalid-directive-text':
    'The text an inline directive applies to is not a valid value for its node (a date that is not `YYYY-MM-DD`, a card without a URL); it stays text.',
  'front-matter-invalid':
    'The YAML front matter cannot be read, or is not a mapping; no metadata is produced and its lines stay in the document as Markdown.',
  'footnote-unreferenced':
    'A footnote that no `[^label]` refers to; its note is still listed with the others.',
  'mention-unresolved':
    'A mention link without an account id (`[@Name](mention:)`) that `resolveMention` did not resolve; its text is kept.',
  'callout-type-unknown':
    'A callout (`> [!type]`, `!!! type`, `:::type`) of a type mdadf does not map to a panel type; it becomes an `info` panel whose first, bold, line is the type word, unless a title was written.',
  'mention-like-link':
    "Jira's wiki mention of a user name (`[~jane]`) names no account, and `resolveMention` did not resolve it; it is kept as text. `[~accountid:ID]`, `[@Name](mention:ID)` and `@[Name](accountid:ID)` are mentions.",
  'relative-image':
    'atlassian profile: an image whose URL is a relative path (`./images/d.png`) and that `resolveImage` did not answer; Jira and Confluence cannot load it, so the media keeps a URL that shows nothing there.',
  'script-url':
    'A link or card URL that runs script when followed (`javascript:`, `vbscript:`, `data:` other than a raster image), given where mdadf keeps a URL as written (`<a href="…">`, `<img src="…">`, a directive attribute such as `adf:inlineCard url="…"`). It is kept in the ADF exactly, as the document holds it; the HTML renderer never links it (`#`).',
  'resolver-answer-invalid':
    'A resolver (`resolveMention`, `resolveLink`, `resolveImage`) answered something other than `undefined` or the documented shape (a Promise in `convert`, an object without `id`, media attributes the profile rejects); the construct is left as written.',
  'node-as-json':
    'ADF → Markdown: a node with no Markdown syntax (or that would not read back the same) is written as `<!-- adf:node {JSON} -->`, which converts back to the same node. Line and column point into the Markdown written.',
  'invalid-adf':
    'ADF → Markdown: the input does not validate against the profile (marks it forbids together, an attribute it lacks, a node where it is not allowed). No Markdown reads back as invalid ADF, so what is read back differs there. The line points at the block in the Markdown written.',
};

export const DIAGNOSTIC_CODES: {
  readonly [C in DiagnosticCode]: { severity: (typeof SEVERITIES)[C]; summary: string };
} = /* @__PURE__ */ catalogue();

function catalogue() {
  const entries = Object.entries(SEVERITIES).map(([code, severity]) => [
    code,
    { severity, summary: SUMMARIES[code as DiagnosticCode] },
  ]);
  return Object.fromEntries(entries) as typeof DIAGNOSTIC_CODES;
}
