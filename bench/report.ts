import { readFileSync, writeFileSync } from 'node:fs';
import { FLOOR } from './converters.js';
import { describeDoubling } from './doubling.js';
import type { BenchResults, PathologicalOutcome, ThroughputMethod } from './types.js';

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
  if (o.status === 'ok')
    return `${o.ms.toFixed(0)} ms${o.cpuMs === undefined ? '' : ` (cpu ${o.cpuMs.toFixed(0)})`}`;
  if (o.status === 'timeout') return `TIMEOUT (>${(o.ms / 1000).toFixed(0)} s)`;
  return `${o.status.toUpperCase()} after ${o.ms.toFixed(0)} ms: ${o.error.replaceAll('|', '\\|').slice(0, 60)}`;
}

/** Why documents failed, one line per converter and workload that threw. */
function failureNotes(results: BenchResults): string {
  const notes = results.throughput
    .filter((row) => row.method === 'whole-pass' && row.failures > 0)
    .map(
      (row) =>
        `- ${row.converter} threw on ${row.failures} ${row.workload} document(s); first: ${row.firstError}`,
    );
  return notes.length > 0 ? `\n\n${notes.join('\n')}` : '';
}

function header(results: BenchResults): string {
  const { machine, options } = results;
  const load = machine.loadAverage;
  return (
    `Measured ${results.date} on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}, ${machine.platform}; ` +
    `1-minute load average ${fixed(load.start, 1)} at start, ${fixed(load.end, 1)} at end, ${fixed(load.mean, 1)} on average over the run (${fixed(load.max, 1)} at most); ` +
    `${options.passes} whole passes after ${options.warmup} warm-up pass(es) in each of ${options.processes ?? 1} process(es) per converter, ${options.perDocumentPasses} per-document passes, medians; ` +
    'each converter warm in processes of its own, no gc forced; ' +
    `mdadf from ${results.mdadfDist}.`
  );
}

/** `median (lowest-highest process median)` when the passes ran in more than one process. */
function withSpread(value: number | undefined, byProcess: number[] | undefined, digits = 0): string {
  if (!byProcess || byProcess.length < 2) return fixed(value, digits);
  return `${fixed(value, digits)} (${fixed(Math.min(...byProcess), digits)}-${fixed(Math.max(...byProcess), digits)})`;
}

function heapTable(results: BenchResults): string {
  const rows = results.throughput.filter((row) => row.method === 'whole-pass' && row.heap);
  return table(
    [
      'workload',
      'converter',
      'allocated MB a pass',
      'spread',
      'promoted MB (by process)',
      'scavenges',
      'mark-compacts',
      'semi-space MB (by process)',
    ],
    rows.map((row) => {
      const heap = row.heap!;
      return [
        row.workload,
        row.converter,
        fixed(heap.allocatedMb, 1),
        `${(heap.allocatedSpread * 100).toFixed(1)}%`,
        `${fixed(heap.promotedMb, 1)} (${heap.promotedMbByProcess.map((mb) => fixed(mb, 1)).join(', ')})`,
        fixed(heap.scavenges, 0),
        fixed(heap.markCompacts, 0),
        heap.semiSpaceMbByProcess.map((mb) => fixed(mb, 1)).join(', '),
      ];
    }),
  );
}

function throughputTable(results: BenchResults, method: ThroughputMethod): string {
  const rows = results.throughput.filter((row) => row.method === method);
  const wholePass = method !== 'per-document';
  return table(
    [
      'workload',
      'converter',
      'median ms',
      'best ms',
      'MB/s',
      ...(wholePass ? ['gc ms (by process), share'] : []),
      'vs marklassian',
      'vs floor',
      ...(wholePass ? ['cpu ms', 'cpu vs marklassian', 'cpu vs floor'] : []),
      'failed docs',
    ],
    rows.map((row) => [
      row.workload,
      row.converter,
      fixed(row.medianMs, 1),
      fixed(row.bestMs, 1),
      fixed(row.mbPerSecond),
      ...(wholePass
        ? [
            `${withSpread(row.gcMs, row.gcMsByProcess)}, ${row.gcMs === undefined ? '-' : `${((row.gcMs / row.medianMs) * 100).toFixed(0)}%`}`,
          ]
        : []),
      fixed(row.vsMarklassian),
      fixed(row.vsFloor),
      ...(wholePass
        ? [withSpread(row.cpuMs, row.cpuMsByProcess), fixed(row.cpuVsMarklassian), fixed(row.cpuVsFloor)]
        : []),
      String(row.failures),
    ]),
  );
}

function memoryTable(results: BenchResults): string {
  const floorPeak = (workload: string) =>
    results.memory.find((row) => row.converter === FLOOR && row.workload === workload)?.peakMb;
  return table(
    ['workload', 'converter', 'RSS after load (MB)', 'peak RSS (MB)', 'vs floor', 'failed docs'],
    results.memory.map((row) => {
      const floor = floorPeak(row.workload);
      return [
        row.workload,
        row.converter,
        fixed(row.baselineMb, 0),
        row.error ? `ERROR: ${row.error.slice(0, 60)}` : fixed(row.peakMb, 0),
        row.peakMb !== undefined && floor ? fixed(row.peakMb / floor) : '-',
        String(row.failures ?? '-'),
      ];
    }),
  );
}

function outputSizeTable(results: BenchResults): string {
  const workloads = [...new Set(results.outputSize.map((row) => row.workload))];
  const converters = [...new Set(results.outputSize.map((row) => row.converter))].filter(
    (name) => name !== FLOOR && name !== 'markdown-it-default',
  );
  return table(
    ['converter', ...workloads.map((w) => `${w}: MB (× input)`)],
    converters.map((converter) => [
      converter,
      ...workloads.map((workload) => {
        const row = results.outputSize.find((r) => r.converter === converter && r.workload === workload);
        return row
          ? `${(row.outputBytes / 1e6).toFixed(2)} (${(row.outputBytes / row.inputBytes).toFixed(1)}×)`
          : '-';
      }),
    ]),
  );
}

export function renderFigures(results: BenchResults): string {
  const available = results.converters.filter((c) => c.available).map((c) => c.name);
  const doubled = available.filter((name) => results.pathological.some((row) => row.doubling?.[name]));
  const sections: string[] = [header(results)];

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
    `#### Throughput: whole passes (the view targets are judged on)\n\nWorkloads: ${results.workloads.map((w) => `${w.name} (${w.files} files, ${(w.bytes / 1e6).toFixed(2)} MB)`).join(', ')}. ` +
      'Each converter runs in processes of its own, warmed up there; it converts the whole workload, one document after another, garbage collection included, no gc forced between passes; converters and their processes take turns by pass. ' +
      '`gc ms` is the time of the gc pauses inside the pass; `vs marklassian` and `vs floor` are ratios of median times in the same run (below 1 = faster). ' +
      "`cpu ms` is the process's CPU time over the pass (all threads), which leaves out the time other processes held the CPU: on a loaded machine its ratios are the steadier ones. " +
      'With several processes per converter, medians are over the passes of all of them, and the range in brackets is the lowest to the highest median of one process alone: a process settles into a low or a high memory mode for its life, and the range shows it.\n\n' +
      throughputTable(results, 'whole-pass') +
      failureNotes(results),
  );

  if (results.throughput.some((row) => row.heap))
    sections.push(
      `#### Heap per whole pass\n\nMeasured in each converter's processes over every whole pass (\`v8.GCProfiler\`: the heap's growth plus what each collection freed); medians over all passes. Allocated bytes do not depend on the machine's load or the memory mode: before/after comparisons lean on them. \`spread\` is (max - min) / median of the allocated bytes over the passes; promoted bytes and the semi-space's size are where the memory modes show.\n\n${heapTable(results)}`,
    );

  if (results.throughput.some((row) => row.method === 'per-document'))
    sections.push(
      `#### Throughput: per-document view\n\nEach converter in its own warm process converts every document with a minor gc before each conversion, outside the timing (a minor gc keeps optimised code, unlike a full one): this leaves most garbage collection off the clock and favours the converter that allocates most. Shown for comparison only.\n\n${throughputTable(results, 'per-document')}`,
    );

  sections.push(
    `#### Scaling\n\nOne synthetic document of ${((results.scaling[0]?.baseBytes ?? 0) / 1e3).toFixed(0)} kB at 1x, then 2x, 4x, 8x (linear = 8): median CPU ms over rounds that go to each converter's processes in turn, the bytes one conversion allocated, and the mark-compacts over the rounds at 1x and 8x. CPU 8x/1x is taken on the rounds without a mark-compact when each size has two (\`quiet\`); the target compares mdadf's with the floor's in the same run.\n\n${table(
      [
        'converter',
        '1x CPU ms',
        '2x',
        '4x',
        '8x',
        'CPU 8x/1x',
        'wall 8x/1x',
        'MB 1x',
        'MB 8x',
        'bytes 8x/1x',
        'mark-compacts 1x, 8x',
      ],
      results.scaling.map((row) => [
        row.converter,
        ...['1', '2', '4', '8'].map((f) => fixed(row.medianCpuMs?.[f], 1)),
        `${fixed(row.cpuRatio8x)}${row.cpuBasis === 'quiet' ? ' quiet' : ''}`,
        fixed(row.ratio8x),
        fixed((row.medianBytes?.['1'] ?? Number.NaN) / 1e6, 1),
        fixed((row.medianBytes?.['8'] ?? Number.NaN) / 1e6, 1),
        fixed(row.bytesRatio8x),
        row.markCompacts
          ? `${row.markCompacts['1']}/${row.rounds}, ${row.markCompacts['8']}/${row.rounds}`
          : '-',
      ]),
    )}`,
  );

  sections.push(
    `#### Peak memory\n\nEach converter alone in a fresh process per workload, converting it one document at a time; peak RSS of the whole process (Node and the converter's modules included), and its ratio to the markdown-it floor's on the same workload.\n\n${memoryTable(results)}`,
  );

  if (results.outputSize.length > 0)
    sections.push(
      `#### Output size\n\nThe converters' results serialised as JSON (\`JSON.stringify\`, no indentation), summed over each workload, and the ratio to the input's size.\n\n${outputSizeTable(results)}`,
    );

  sections.push(
    `#### Pathological inputs\n\nEach case and converter in its own process, killed after ${results.options.timeoutMs / 1000} s; warmed on a synthetic document, one first (cold) run of the input, then warm runs; the time shown is their median (wall, and CPU in brackets). ${doubled.join(', ')} run each case at n and 2n in one process, interleaved, up to 5 rounds of both: the doubling table below.\n\n${table(
      ['case', 'input', ...available],
      results.pathological.map((row) => [
        row.description,
        row.inputBytes === undefined ? '-' : `${(row.inputBytes / 1e6).toFixed(2)} MB`,
        ...available.map((name) => outcome(row.outcomes[name])),
      ]),
    )}`,
  );

  if (doubled.length > 0)
    sections.push(
      `#### Pathological inputs at twice the size\n\nn → 2n in one warm process: the median CPU time of the runs at each size (lowest-highest run in brackets) and the median bytes one conversion allocated; linear is 2×. Targets judge both ratios (bytes always, CPU from 50 ms at n).\n\n${table(
        ['case', ...doubled],
        results.pathological.map((row) => [
          row.case,
          ...doubled.map((name) => {
            const figures = row.doubling?.[name];
            return figures ? describeDoubling(figures) : '-';
          }),
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
