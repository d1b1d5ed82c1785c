import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One spec example: the Markdown, the reference HTML, where it sits in the spec. */
export interface Example {
  spec: 'commonmark' | 'gfm';
  number: number;
  section: string;
  markdown: string;
  html: string;
}

/** The specs write a tab as `→` so it stays visible. */
const tabs = (s: string): string => s.replaceAll('→', '\t');

export function commonmarkExamples(): Example[] {
  const require = createRequire(import.meta.url);
  const spec = require('commonmark-spec') as {
    tests: Array<{ markdown: string; html: string; section: string; number: number }>;
  };
  return spec.tests.map((t) => ({
    spec: 'commonmark',
    number: t.number,
    section: t.section,
    markdown: tabs(t.markdown),
    html: tabs(t.html),
  }));
}

/**
 * The GFM spec text (`test/spec.txt` of github/cmark-gfm), not shipped with the repository:
 * `$GFM_SPEC`, else `data/gfm-spec.txt` of a `shared/` folder beside the clone (as CI has it).
 */
export const GFM_SPEC =
  process.env.GFM_SPEC ?? fileURLToPath(new URL('../../../shared/data/gfm-spec.txt', import.meta.url));
export const GFM_FIXTURE = new URL('./gfm-extension-examples.json', import.meta.url);
const FENCE = '`'.repeat(32);

/**
 * The GFM extension examples: fenced blocks whose opening line names an extension
 * (`example table`, `example strikethrough`, `example autolink`, `example tagfilter`,
 * `example disabled` for task lists). Numbered in order of appearance among all examples of
 * the GFM spec, as the GFM spec itself numbers them.
 */
export function extractGfmExtensionExamples(path = GFM_SPEC): Example[] {
  const lines = readFileSync(path, 'utf8').replace(/\r\n?/g, '\n').split('\n');
  const examples: Example[] = [];
  let section = '';
  let number = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = /^#{1,6} +(.*)$/.exec(line);
    if (heading) {
      section = heading[1].trim();
      continue;
    }
    if (!line.startsWith(`${FENCE} example`)) continue;
    number++;
    const extension = line.slice(`${FENCE} example`.length).trim();
    const markdown: string[] = [];
    const html: string[] = [];
    let target = markdown;
    for (i++; i < lines.length && lines[i] !== FENCE; i++) {
      if (lines[i] === '.' && target === markdown) target = html;
      else target.push(lines[i]);
    }
    if (extension === '') continue;
    const block = (parts: string[]) => (parts.length > 0 ? `${parts.join('\n')}\n` : '');
    examples.push({ spec: 'gfm', number, section, markdown: tabs(block(markdown)), html: tabs(block(html)) });
  }
  return examples;
}

/** The GFM extension examples as vendored in the fixture (GFM spec 0.29, CC-BY-SA 4.0). */
export function gfmExtensionExamples(): Example[] {
  return (JSON.parse(readFileSync(GFM_FIXTURE, 'utf8')) as { examples: Example[] }).examples;
}
