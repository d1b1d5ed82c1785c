/**
 * Deterministic synthetic documents for the benchmark: heavy in what real READMEs have little
 * of and mdadf must still be fast at (tables with cell directives, directives before blocks,
 * nested quotes, fenced code), plus the pathological inputs. Same seed, same bytes, always.
 */

import { createRng as prng } from '../tests/support/prng.js';
import { LINEAR_COST_CASES } from './pathological.js';

type Random = () => number;

const WORDS =
  'the converter keeps every table cell heading quote and code block with its attributes while Jira Confluence render documents from ADF nodes marks text façade naïve 東京 données'.split(
    ' ',
  );
const COLOURS = ['#ff0000', '#00ff00', '#0052cc', '#fafbfc', '#172b4d'];
const LANGUAGES = ['ts', 'js', 'python', 'json', 'bash', ''];

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const int = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

function words(random: Random, count: number): string {
  return Array.from({ length: count }, () => pick(random, WORDS)).join(' ');
}

/** A sentence with the inline constructs mdadf handles: emphasis, strong, code, links, strike. */
function inline(random: Random, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = pick(random, WORDS);
    const roll = random();
    if (roll < 0.08) parts.push(`**${word}**`);
    else if (roll < 0.14) parts.push(`*${word}*`);
    else if (roll < 0.19) parts.push(`\`${word}()\``);
    else if (roll < 0.23) parts.push(`[${word}](https://example.com/${word}?q=${i})`);
    else if (roll < 0.25) parts.push(`~~${word}~~`);
    else parts.push(word);
  }
  return parts.join(' ');
}

function table(random: Random): string {
  const columns = int(random, 2, 5);
  const rows = int(random, 3, 12);
  const lines: string[] = [];
  if (random() < 0.5)
    lines.push(`<!-- adf:table layout="${pick(random, ['default', 'wide', 'full-width'])}" -->`);
  const cell = () => {
    const directive =
      random() < 0.3
        ? `<!-- adf:tableCell backgroundColor="${pick(random, COLOURS)}"${random() < 0.3 ? ' colspan="1"' : ''} --> `
        : '';
    return `${directive}${inline(random, int(random, 1, 4))}`;
  };
  lines.push(`| ${Array.from({ length: columns }, () => words(random, 2)).join(' | ')} |`);
  lines.push(
    `|${Array.from({ length: columns }, () => pick(random, [' --- ', ':---', ':---:', '---:'])).join('|')}|`,
  );
  for (let r = 0; r < rows; r++) lines.push(`| ${Array.from({ length: columns }, cell).join(' | ')} |`);
  return lines.join('\n');
}

function heading(random: Random): string {
  const directive =
    random() < 0.6
      ? `<!-- adf:heading id="h-${int(random, 1, 99999)}" textAlign="${pick(random, ['left', 'center', 'right'])}" color="${pick(random, COLOURS)}" -->\n`
      : '';
  return `${directive}${'#'.repeat(int(random, 1, 6))} ${inline(random, int(random, 2, 6))}`;
}

function quote(random: Random): string {
  const directive =
    random() < 0.5
      ? `<!-- adf:blockquote backgroundColor="${pick(random, COLOURS)}" borderColor="${pick(random, COLOURS)}" -->\n`
      : '';
  const lines: string[] = [];
  const depth = int(random, 1, 4);
  for (let level = 1; level <= depth; level++) {
    const prefix = '> '.repeat(level);
    lines.push(`${prefix}${inline(random, int(random, 6, 20))}`);
    if (random() < 0.4) lines.push(`${prefix}- ${inline(random, 4)}`, `${prefix}- ${inline(random, 4)}`);
    if (random() < 0.3) lines.push(`${prefix}1. ${inline(random, 4)}`, `${prefix}2. ${inline(random, 4)}`);
    lines.push(prefix.trimEnd());
  }
  return directive + lines.join('\n');
}

function code(random: Random): string {
  const directive =
    random() < 0.5
      ? `<!-- adf:codeBlock theme="${pick(random, ['light', 'dark'])}" lineNumbers="${random() < 0.5}" -->\n`
      : '';
  const body = Array.from(
    { length: int(random, 3, 25) },
    (_, i) =>
      `${'  '.repeat(i % 4)}const ${pick(random, WORDS)}_${i} = call(${int(random, 0, 999)}); // ${words(random, 3)}`,
  );
  return `${directive}\`\`\`${pick(random, LANGUAGES)}\n${body.join('\n')}\n\`\`\``;
}

function list(random: Random): string {
  const lines: string[] = [];
  const items = int(random, 3, 8);
  const task = random() < 0.3;
  for (let i = 0; i < items; i++) {
    const marker = task ? `- [${random() < 0.5 ? 'x' : ' '}]` : random() < 0.5 ? '-' : `${i + 1}.`;
    lines.push(`${marker} ${inline(random, int(random, 3, 10))}`);
    if (!task && random() < 0.3) lines.push(`    - ${inline(random, 4)}`);
  }
  return lines.join('\n');
}

const paragraph = (random: Random): string => inline(random, int(random, 20, 80));

/** Weighted towards tables, directives, quotes and code, which is what the synthetic set is for. */
const BLOCKS: ReadonlyArray<[weight: number, make: (random: Random) => string]> = [
  [4, table],
  [3, heading],
  [3, quote],
  [3, code],
  [2, list],
  [2, paragraph],
];
const TOTAL_WEIGHT = BLOCKS.reduce((sum, [weight]) => sum + weight, 0);

function block(random: Random): string {
  let roll = random() * TOTAL_WEIGHT;
  for (const [weight, make] of BLOCKS) {
    roll -= weight;
    if (roll < 0) return make(random);
  }
  return paragraph(random);
}

/** A document of about `bytes` UTF-16 code units (give or take one block). */
export function syntheticDocument(seed: number, bytes: number): string {
  const random = prng(seed);
  const blocks: string[] = [];
  let length = 0;
  while (length < bytes) {
    const next = block(random);
    blocks.push(next);
    length += next.length + 2;
  }
  return `${blocks.join('\n\n')}\n`;
}

/** The synthetic workload: documents of mixed sizes, like a real batch. */
export function syntheticCorpus(): { path: string; text: string }[] {
  const sizes = [2_000, 8_000, 32_000, 128_000];
  return Array.from({ length: 24 }, (_, i) => ({
    path: `synthetic/${i}.md`,
    text: syntheticDocument(1000 + i, sizes[i % sizes.length]),
  }));
}

/** Inputs designed to hit quadratic or recursive paths. Each builds its text lazily. */
/** Each case at its benchmark size (scale 1) or a multiple of it, to check that time grows linearly. */
export const PATHOLOGICAL: Readonly<
  Record<string, { description: string; make: (scale?: number) => string }>
> = {
  'deep-quote': {
    description: '10,000-deep `>` quote',
    make: (scale = 1) => `${'>'.repeat(10_000 * scale)} deep\n`,
  },
  'deep-list': {
    description: '10,000-deep list (`- - - … x`)',
    make: (scale = 1) => `${'- '.repeat(10_000 * scale)}deep\n`,
  },
  'table-10k-rows': {
    description: '10,000-row table',
    make: (scale = 1) =>
      `| a | b | c |\n|---|:-:|--:|\n${Array.from({ length: 10_000 * scale }, (_, i) => `| ${i} | **b${i}** | \`c\` |`).join('\n')}\n`,
  },
  'single-line-5mb': {
    description: '5 MB single line',
    make: (scale = 1) => {
      const random = prng(7);
      const parts: string[] = [];
      let length = 0;
      while (length < 5 * 1024 * 1024 * scale) {
        const part = inline(random, 50);
        parts.push(part);
        length += part.length + 1;
      }
      return `${parts.join(' ')}\n`;
    },
  },
  'unclosed-star': {
    description: '100,000 unclosed `*`',
    make: (scale = 1) => `${'*a '.repeat(100_000 * scale)}\n`,
  },
  'unclosed-bracket': {
    description: '100,000 unclosed `[`',
    make: (scale = 1) => `${'[a '.repeat(100_000 * scale)}\n`,
  },
  'unclosed-backtick': {
    description: '100,000 unclosed backtick runs of growing length',
    make: (scale = 1) =>
      `${Array.from({ length: 100_000 * scale }, (_, i) => `${'`'.repeat((i % 20) + 1)}a`).join(' ')}\n`,
  },
  'directives-50k': {
    description: '50,000 directives, each before its block',
    make: (scale = 1) => {
      const kinds = [
        '<!-- adf:heading id="h" color="#ff0000" -->\n# Title',
        '<!-- adf:blockquote backgroundColor="#00ff00" -->\n> quote',
        '<!-- adf:codeBlock theme="dark" lineNumbers="true" -->\n```ts\nx\n```',
        '<!-- adf:table layout="wide" -->\n| <!-- adf:tableCell colspan="1" --> a |\n|---|\n| b |',
      ];
      return `${Array.from({ length: 50_000 * scale }, (_, i) => kinds[i % kinds.length]).join('\n\n')}\n`;
    },
  },
  ...LINEAR_COST_CASES,
};
