/**
 * The load test's inputs. A typical document: about 5 KB of everyday Markdown (headings,
 * paragraphs with marks and links, lists, a task list, a table, a code block, a quote and a
 * few directives). A pathological one: 2 MB of the constructs that cost the converter most
 * per byte (deeply nested list items and a wide table with inline formatting in every cell).
 */

const SECTION = `## Section {n}

Some **bold** and *italic* text with \`inline code\`, a [link](https://example.com/{n}) and
a line that wraps onto the next one. Another sentence keeps the paragraph realistic.

- first item with *emphasis*
- second item
  1. nested ordered
  2. another one
- [ ] a task
- [x] a done task

<!-- adf:table layout="wide" -->
| Name | Value | Notes |
|:-----|:-----:|------:|
| <!-- adf:tableCell backgroundColor="#deebff" --> alpha | 1 | **ok** |
| beta | 2 | see [docs](https://example.com/docs) |

<!-- adf:codeBlock theme="dark" lineNumbers="true" -->
\`\`\`ts
export const value{n} = compute({n});
\`\`\`

<!-- adf:blockquote borderColor="#ff991f" -->
> A quote with a [link](https://example.com) and ~~struck~~ text.

`;

function repeatUntil(bytes: number, unit: (i: number) => string, head = ''): string {
  let text = head;
  for (let i = 1; text.length < bytes; i++) text += unit(i);
  return text;
}

export const TYPICAL_DOCUMENT = repeatUntil(
  5 * 1024,
  (i) => SECTION.replaceAll('{n}', String(i)),
  '<!-- adf:heading id="top" textAlign="center" -->\n# Typical document\n\n',
);

export const PATHOLOGICAL_DOCUMENT =
  repeatUntil(1024 * 1024, () => '- a\n  - b\n    - c\n      - *d* **e**\n') +
  repeatUntil(
    1024 * 1024,
    () => '| **x** | *y* | `z` | [w](u) |\n',
    '| a | b | c | d |\n|---|---|---|---|\n',
  );
