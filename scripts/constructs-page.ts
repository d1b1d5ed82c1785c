/**
 * docs/constructs.md: what each construct is, read from the construct lists themselves (its
 * node types and directive rows, the tokens it reads, how each of its nodes is written and
 * rendered, the markdown-it rules of its own syntax), so the page cannot drift from the code.
 */
import markdownIt, { type MarkdownIt } from 'markdown-it';
import { FORWARD_PARTS } from '../src/constructs/forward.js';
import { HTML_PARTS } from '../src/constructs/html.js';
import { CONSTRUCTS } from '../src/constructs/index.js';
import { REVERSE_PARTS } from '../src/constructs/reverse.js';
import type { Construct } from '../src/engine/construct.js';
import type { ForwardPart, ReversePart } from '../src/engine/parts.js';
import { nodesMadeBy, type WayWritten, waysWritten } from '../src/engine/summary.js';
import { createTokenizer } from '../src/compose/forward.js';

const CHAINS = ['core', 'block', 'inline', 'inline2'] as const;
type Chain = (typeof CHAINS)[number];

/** The names of a markdown-it instance's enabled rules, per chain. */
function rulesOf(md: MarkdownIt): Record<Chain, string[]> {
  const names = (ruler: unknown) =>
    (ruler as { __rules__: Array<{ name: string; enabled: boolean }> }).__rules__
      .filter((rule) => rule.enabled)
      .map((rule) => rule.name);
  return {
    core: names(md.core.ruler),
    block: names(md.block.ruler),
    inline: names(md.inline.ruler),
    inline2: names(md.inline.ruler2),
  };
}

/** The rules a construct's plugin adds to a bare markdown-it. */
function syntaxRules(part: ForwardPart | undefined): string[] {
  if (!part?.syntax) return [];
  const bare = markdownIt('commonmark');
  const before = rulesOf(bare);
  const after = rulesOf(bare.use(part.syntax));
  return CHAINS.flatMap((chain) =>
    after[chain].filter((name) => !before[chain].includes(name)).map((name) => `${chain}: \`${name}\``),
  );
}

const code = (names: readonly string[]): string => names.map((name) => `\`${name}\``).join(', ');
const cell = (text: string): string => (text === '' ? '—' : text);

const WAYS: Record<WayWritten, string> = {
  writer: 'its writer',
  phrasing: 'among text',
  partOf: "by its parent's writer",
  asNode: 'as `adf:node`',
};

/** How each node type of the construct is written as Markdown. */
function writing(construct: Construct, part: ReversePart | undefined): string {
  return construct.nodes
    .map(
      (type) =>
        `\`${type}\` ${
          waysWritten(part, type)
            .map((way) => WAYS[way])
            .join(' and ') || 'NOT WRITTEN'
        }`,
    )
    .join(', ');
}

/** The tokens a construct reads, and the nodes its directives make. */
function reading(construct: Construct, part: ForwardPart | undefined): string {
  const tokens = [...Object.keys(part?.blockTokens ?? {}), ...Object.keys(part?.inlineTokens ?? {})];
  const built = [...new Set(Object.values(construct.directives ?? {}).flatMap(nodesMadeBy))];
  return [
    tokens.length > 0 ? `tokens ${code(tokens)}` : '',
    built.length > 0 ? `its directives make ${code(built)}` : '',
    part?.repairs ? `repairs ${code(Object.keys(part.repairs))}` : '',
  ]
    .filter((text) => text !== '')
    .join('; ');
}

export function constructsPage(header: string): string {
  const lines: string[] = [header, '# Constructs', ''];
  lines.push(
    'Every construct of `src/constructs/` (see [architecture.md](architecture.md#constructs)), in the order of its',
    'list: the ADF node types it owns, its `adf:` directive rows, what its forward part reads (markdown-it token types,',
    'the nodes its directives make, the nodes it repairs where the profile forbids them), how its reverse part writes',
    'each node, which nodes its HTML part renders, and the markdown-it rules its own syntax plugin adds.',
    '',
    '| construct | node types | directives | reads | writes | renders | syntax rules |',
    '|---|---|---|---|---|---|---|',
  );
  for (const construct of CONSTRUCTS) {
    const forward = FORWARD_PARTS.find((part) => part.construct === construct);
    const reverse = REVERSE_PARTS.find((part) => part.construct === construct);
    const html = HTML_PARTS.find((part) => part.construct === construct);
    const directives = Object.keys(construct.directives ?? {}).map((name) => `adf:${name}`);
    lines.push(
      `| ${[
        construct.name,
        code(construct.nodes),
        code(directives),
        reading(construct, forward),
        writing(construct, reverse),
        code(Object.keys(html?.renderers ?? {})),
        syntaxRules(forward).join(', '),
      ]
        .map(cell)
        .join(' | ')} |`,
    );
  }
  const shared = rulesOf(createTokenizer());
  const base = rulesOf(markdownIt('commonmark'));
  const own = new Set(FORWARD_PARTS.flatMap((part) => syntaxRules(part)));
  const rest = CHAINS.flatMap((chain) =>
    shared[chain]
      .filter((name) => !base[chain].includes(name) && !own.has(`${chain}: \`${name}\``))
      .map((name) => `${chain}: \`${name}\``),
  );
  lines.push(
    '',
    "Beside the constructs' own rules, the tokenizer (`src/markdown/tokenizer.ts`) and the directive comments",
    '(`src/directives/tokens.ts`) add to the CommonMark preset:',
    `${rest.join(', ')}.`,
    '',
  );
  return lines.join('\n');
}
