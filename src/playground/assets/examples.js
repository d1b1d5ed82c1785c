/**
 * Example documents for the playground; together they use every directive and attribute of
 * the specification (and show what the diagnostics look like).
 */
export const EXAMPLES = [
  {
    name: 'Tables',
    markdown: `# Release matrix

<!-- adf:table layout="wide" borderColor="#0052cc" -->
<!-- adf:tableCell backgroundColor="#deebff" -->
| Component | Status | Owner |
|:----------|:------:|------:|
| <!-- adf:tableCell colspan="2" backgroundColor="#e3fcef" --> Parser and lowering | **Alice** |
| <!-- adf:tableCell rowspan="2" --> Service | \`beta\` | [Bob](https://example.com/bob) |
| *CLI* | Carol |
`,
  },
  {
    name: 'Headings',
    markdown: `<!-- adf:heading id="intro" textAlign="center" anchor="introduction" color="#0052cc" -->
# Introduction

Jump to the [introduction](#intro).

<!-- adf:heading textAlign="right" -->
Setext level one
================

Setext level two
----------------

<!-- adf:heading id="details" color="#ff5630" -->
### Details
`,
  },
  {
    name: 'Quotes',
    markdown: `<!-- adf:blockquote backgroundColor="#fffae6" borderColor="#ff991f" -->
> A quote with **bold** and *italic* text.
>
> - a bullet list
> - inside the quote
>
> 1. and an ordered one
>
> > A nested quote.
`,
  },
  {
    name: 'Code blocks',
    markdown: `<!-- adf:codeBlock theme="dark" lineNumbers="true" -->
\`\`\`typescript
export function greet(name: string): string {
  return \`Hello, \${name}!\`;
}
\`\`\`

<!-- adf:codeBlock theme="light" lineNumbers="false" -->
\`\`\`
no language here
    indentation is kept
\`\`\`

    an indented code block
`,
  },
  {
    name: 'Panels',
    markdown: `> [!NOTE]
> An info panel, from a GitHub alert.

> [!TIP]
> A success panel.

> [!WARNING]
> Back up first.

> [!CAUTION]
> An error panel.

<!-- adf:panel panelType="custom" panelColor="#fff0b3" panelIcon=":rocket:" -->
> A custom panel, with a colour and an icon.
`,
  },
  {
    name: 'Mentions, status and dates',
    markdown: `# Release 2.4

Shipping soon :rocket: Owner: [@Jane Doe](mention:557058:abc), reviewer [@Sam](mention:557058:def).

| Task | Status | Due |
|------|--------|-----|
| Parser | <!-- adf:status color="green" -->DONE | <!-- adf:date -->2024-01-31 |
| Service | <!-- adf:status color="yellow" -->\`IN PROGRESS\` | <!-- adf:date -->2024-02-15 |
| Docs | <!-- adf:status color="red" -->BLOCKED | <!-- adf:date -->2024-03-01 |
`,
  },
  {
    name: 'Expand',
    markdown: `<details>
<summary>Release notes</summary>

Hidden **Markdown**: lists, code and tables work inside.

- first change
- second change

<details>
<summary>Nested details</summary>

A nested expand.

</details>

</details>
`,
  },
  {
    name: 'Diagnostics',
    markdown: `# Things that go wrong

<!-- adf:heading textAlign="middle" -->
## An invalid value

<!-- adf:tabel layout="wide" -->
| Unknown | directive |
|---------|-----------|
| a       | b         |

<!-- adf:blockquote shade="#123456" -->
> An unknown attribute.

<!-- adf:codeBlock theme="dark" -->

A directive that is not followed by its block.
`,
  },
];
