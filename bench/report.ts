import { readFileSync, writeFileSync } from 'node:fs';
import type { BenchResults, PathologicalOutcome } from './types.js';

/**
 * Renders results as Markdown tables: readable in a terminal as they are, and the very same
 * text is what `--write-docs` puts between the figure markers of docs/performance.md.
 */

export const FIGURES_START = '<!-- bench-figures:start (written by npm run bench -- --write-docs) -->';
export const FIGURES_END = '<!-- bench-figures:end -->';

const fixed = (n: number | undefined, digits = 2): string =>
  n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(digits);

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function outcome(o: PathologicalOutcome | undefined): string {
  if (!o) return '-';
  if (o.status === 'ok') return `${o.ms.toFixed(0)} ms`;
  if (o.status === 'timeout') return `TIMEOUT (>${(o.ms / 1000).toFixed(0)} s)`;
  return `${o.status.toUpperCase()} after ${o.ms.toFixed(0)} ms: ${o.error.replaceAll('|', '\\|').slice(0, 60)}`;
}

/** Why documents failed, one line per converter and workload that threw. */
function failureNotes(results: BenchResults): string {
  const notes = results.throughput
    .filter((row) => row.failures > 0)
    .map(
      (row) =>
        `- ${row.converter} threw on ${row.failures} ${row.workload} document(s); first: ${row.firstError}`,
    );
  return notes.length > 0 ? `\n\n${notes.join('\n')}` : '';
}

export function renderFigures(results: BenchResults): string {
  const { machine, options } = results;
  const available = results.converters.filter((c) => c.available).map((c) => c.name);
  const sections: string[] = [];

  sections.push(
    `Measured ${results.date} on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}, ${machine.platform}; ` +
      `1-minute load average ${machine.loadAverage.start.toFixed(1)} at start, ${machine.loadAverage.end.toFixed(1)} at end; ` +
      `${options.passes} interleaved passes after ${options.warmup} warm-up pass(es), medians; gc between passes: ${machine.gcExposed ? 'yes' : 'NO (run with --expose-gc)'}.`,
  );

  sections.push(
    `#### Converters\n\n${table(
      ['converter', 'version', 'status', 'what runs'],
      results.converters.map((c) => [
        c.name,
        c.version ?? '-',
        c.available ? 'ok' : `UNAVAILABLE: ${(c.error ?? '').replaceAll('|', '\\|')}`,
        c.description,
      ]),
    )}`,
  );

  sections.push(
    `#### Throughput\n\nWorkloads: ${results.workloads.map((w) => `${w.name} (${w.files} files, ${(w.bytes / 1e6).toFixed(2)} MB)`).join(', ')}. ` +
      '`vs mdadf` and `vs floor` are time ratios in the same run (below 1 = faster than mdadf-extended / markdown-it).\n\n' +
      table(
        ['workload', 'converter', 'median ms', 'best ms', 'MB/s', 'vs mdadf', 'vs floor', 'failed docs'],
        results.throughput.map((row) => [
          row.workload,
          row.converter,
          fixed(row.medianMs, 1),
          fixed(row.bestMs, 1),
          fixed(row.mbPerSecond),
          fixed(row.vsMdadf),
          fixed(row.vsFloor),
          String(row.failures),
        ]),
      ) +
      failureNotes(results),
  );

  sections.push(
    `#### Scaling\n\nOne synthetic document of ${((results.scaling[0]?.baseBytes ?? 0) / 1e3).toFixed(0)} kB at 1x, then 2x, 4x, 8x (linear = 8).\n\n${table(
      ['converter', '1x ms', '2x ms', '4x ms', '8x ms', 'time(8x)/time(1x)'],
      results.scaling.map((row) => [
        row.converter,
        ...['1', '2', '4', '8'].map((f) => fixed(row.medianMs[f], 1)),
        fixed(row.ratio8x),
      ]),
    )}`,
  );

  sections.push(
    `#### Peak memory\n\nEach converter alone in a fresh process converting the corpus and the synthetic set one document at a time.\n\n${table(
      ['converter', 'RSS after load (MB)', 'peak RSS (MB)', 'failed docs'],
      results.memory.map((row) => [
        row.converter,
        fixed(row.baselineMb, 0),
        row.error ? `ERROR: ${row.error.slice(0, 60)}` : fixed(row.peakMb, 0),
        String(row.failures ?? '-'),
      ]),
    )}`,
  );

  sections.push(
    `#### Pathological inputs\n\nEach case and converter in its own process, killed after ${options.timeoutMs / 1000} s; best of up to 3 runs (while under 3 s).\n\n${table(
      ['case', 'input', ...available],
      results.pathological.map((row) => [
        row.description,
        row.inputBytes === undefined ? '-' : `${(row.inputBytes / 1e6).toFixed(2)} MB`,
        ...available.map((name) => outcome(row.outcomes[name])),
      ]),
    )}`,
  );

  sections.push(
    `#### Targets\n\n${table(
      ['target', 'result', 'measured'],
      results.targets.map((t) => [t.name, t.pass === null ? 'n/a' : t.pass ? 'PASS' : 'FAIL', t.detail]),
    )}\n\nPeers only in devDependencies: ${results.peerDependencies.ok ? 'PASS' : 'FAIL'} (${results.peerDependencies.detail}).`,
  );

  return sections.join('\n\n');
}

/** Replaces what stands between the figure markers; the rest of the page is left alone. */
export function writeFiguresInto(docPath: string, figures: string): void {
  const page = readFileSync(docPath, 'utf8');
  const start = page.indexOf(FIGURES_START);
  const end = page.indexOf(FIGURES_END);
  if (start < 0 || end < start)
    throw new Error(`${docPath} has no ${FIGURES_START} ... ${FIGURES_END} section`);
  writeFileSync(
    docPath,
    `${page.slice(0, start + FIGURES_START.length)}\n\n${figures}\n\n${page.slice(end)}`,
  );
}
