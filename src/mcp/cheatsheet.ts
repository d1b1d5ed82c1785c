import { readFile } from 'node:fs/promises';

/**
 * The forms of docs/syntax.md an agent needs most when it writes for Jira or Confluence, short
 * enough to keep in context. Each row's Markdown is a test (tests/mcp/cheatsheet.test.ts): it
 * converts in the atlassian profile without an error and makes the node it names.
 */
export interface CheatRow {
  feature: string;
  markdown: string;
  /** The ADF node type (or mark, after `mark:`) the Markdown makes. */
  makes: string;
}

export const CHEAT_ROWS: readonly CheatRow[] = [
  {
    feature: 'info panel (also TIP, IMPORTANT, WARNING, CAUTION)',
    markdown: '> [!NOTE]\n> Text',
    makes: 'panel',
  },
  {
    feature: 'expand',
    markdown: '<details><summary>Title</summary>\n\nHidden *Markdown*.\n\n</details>',
    makes: 'expand',
  },
  { feature: 'mention', markdown: '[@Jane Doe](mention:557058:f58131cb)', makes: 'mention' },
  { feature: 'status lozenge', markdown: 'Build <!-- adf:status color="green" -->DONE', makes: 'status' },
  { feature: 'date', markdown: 'Due <!-- adf:date -->2024-01-31', makes: 'date' },
  { feature: 'emoji', markdown: 'Shipped :rocket:', makes: 'emoji' },
  {
    feature: 'smart link',
    markdown: 'See <!-- adf:inlineCard -->https://example.com/page',
    makes: 'inlineCard',
  },
  { feature: 'task list', markdown: '- [ ] todo\n- [x] done', makes: 'taskList' },
  {
    feature: 'decision list',
    markdown: '<!-- adf:decisionList -->\n- Ship on Friday',
    makes: 'decisionList',
  },
  {
    feature: 'macro (Confluence table of contents)',
    markdown:
      '<!-- adf:extension extensionType="com.atlassian.confluence.macro.core" extensionKey="toc" parameters=\'{"macroParams":{}}\' -->',
    makes: 'extension',
  },
  {
    feature: 'two-column layout',
    markdown:
      '<!-- adf:layoutSection -->\n> <!-- adf:layoutColumn width="50" -->\n> > Left\n>\n> <!-- adf:layoutColumn width="50" -->\n> > Right',
    makes: 'layoutSection',
  },
  {
    feature: 'attached image (keep as read)',
    markdown:
      '<!-- adf:media width="1024" height="683" -->\n![diagram.png](media:contentId-123/686a1960-b059-467f)',
    makes: 'media',
  },
  { feature: 'external image', markdown: '![Logo](https://example.com/logo.png)', makes: 'mediaSingle' },
  {
    feature: 'wide table, coloured cell',
    markdown:
      '<!-- adf:table layout="wide" -->\n| A | B |\n|---|---|\n| <!-- adf:tableCell backgroundColor="#deebff" --> 1 | 2 |',
    makes: 'table',
  },
  { feature: 'code block', markdown: '```ts\nconst x = 1;\n```', makes: 'codeBlock' },
  {
    feature: 'underline, sub, sup, colour',
    markdown: '<u>u</u> H<sub>2</sub>O x<sup>2</sup> <span style="color: #ff5630">red</span>',
    makes: 'mark:textColor',
  },
  {
    feature: 'inline comment (keep as read)',
    markdown: '<span data-annotation-id="c1">commented text</span>',
    makes: 'mark:annotation',
  },
  { feature: 'any other node', markdown: '<!-- adf:node {"type":"rule"} -->', makes: 'rule' },
];

const cell = (text: string) => `\`${text.replace(/\n/g, '⏎')}\``.replace(/\|/g, '\\|');

export function cheatSheet(): string {
  return [
    '# Markdown for Jira and Confluence (mdadf)',
    '',
    'Write GitHub Flavored Markdown. What Markdown has no syntax for is an `<!-- adf:... -->` comment:',
    'alone on the line before its block, or inline right before its word. Bodies you read come in this',
    'form. When you edit one, keep every comment, `mention:` link, `media:` image and',
    '`<span data-annotation-id>` you do not mean to change: they carry macros, attachments, layouts and',
    'inline comments, and a write that drops them is refused unless it says allow_removal.',
    '',
    '| feature | Markdown (⏎ = line break) |',
    '|---|---|',
    ...CHEAT_ROWS.map((row) => `| ${row.feature} | ${cell(row.markdown)} |`),
    '',
    'Front matter (`---` … `---` at the top) is metadata, not text. Tools take the `atlassian` profile',
    'by default (what the Jira and Confluence APIs accept). The whole reference is the resource',
    'mdadf://docs/syntax.md.',
    '',
  ].join('\n');
}

/** docs/syntax.md as the package ships it (two levels above both src/mcp/ and dist/cli/). */
export async function syntaxReference(): Promise<string> {
  try {
    return await readFile(new URL('../../docs/syntax.md', import.meta.url), 'utf8');
  } catch {
    return `${cheatSheet()}\n(docs/syntax.md is not installed beside this server.)\n`;
  }
}
