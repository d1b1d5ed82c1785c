/**
 * Load test of the built service (`npm run build`, then `npm run loadtest`; not part of CI).
 *
 * 1. quiet: a typical ~5 KB document, CONNECTIONS clients for PHASE_SECONDS;
 * 2. loaded: the same while one more client loops a 2 MB pathological document;
 *    the typical documents' p99 must stay within 2x the quiet run;
 * 3. soak: SOAK_REQUESTS typical requests, sampling the server's RSS, which must level off.
 *
 * Prints a Markdown summary and writes loadtest/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { PATHOLOGICAL_DOCUMENT, TYPICAL_DOCUMENT } from './documents.js';
import { rssMiB, sampleRss } from './rss.js';
import { startServer } from './server.js';

const CONNECTIONS = Number(process.env.LOADTEST_CONNECTIONS ?? 8);
const PHASE_SECONDS = Number(process.env.LOADTEST_SECONDS ?? 20);
const SOAK_REQUESTS = Number(process.env.LOADTEST_SOAK ?? 100_000);

interface Summary {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  errors: number;
  non2xx: number;
}

function summarise(result: Result): Summary {
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function typicalLoad(url: string, limit: { duration: number } | { amount: number }): Promise<Result> {
  return autocannon({
    url: `${url}/v1/convert`,
    method: 'POST',
    headers: { 'content-type': 'text/markdown' },
    body: TYPICAL_DOCUMENT,
    connections: CONNECTIONS,
    ...limit,
  });
}

/** One client sending the pathological document again and again until stopped. */
function pathologicalClient(url: string) {
  const statuses: Record<string, number> = {};
  const durations: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/v1/convert`, {
        method: 'POST',
        headers: { 'content-type': 'text/markdown' },
        body: PATHOLOGICAL_DOCUMENT,
      });
      await response.arrayBuffer();
      durations.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const mean = durations.reduce((a, b) => a + b, 0) / Math.max(durations.length, 1);
      return { requests: durations.length, statuses, meanMs: Math.round(mean) };
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function table(rows: Record<string, Summary>): string {
  const lines = [
    '| run | req/s | p50 ms | p99 ms | max ms | requests | errors | non-2xx |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const [name, s] of Object.entries(rows)) {
    lines.push(
      `| ${name} | ${s.requestsPerSecond} | ${s.p50} | ${s.p99} | ${s.max} | ${s.total} | ${s.errors} | ${s.non2xx} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const server = await startServer();
  const machine = {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    typicalBytes: Buffer.byteLength(TYPICAL_DOCUMENT),
    pathologicalBytes: Buffer.byteLength(PATHOLOGICAL_DOCUMENT),
    connections: CONNECTIONS,
    phaseSeconds: PHASE_SECONDS,
  };
  console.log('machine', machine);
  try {
    await typicalLoad(server.url, { duration: 5 }); // warm-up: JIT, connection pools
    const rssStart = rssMiB(server.pid);

    const quiet = summarise(await typicalLoad(server.url, { duration: PHASE_SECONDS }));
    console.log('quiet', quiet);

    const hostile = pathologicalClient(server.url);
    await sleep(3000); // the pathological document is in flight before the measurement starts
    const loaded = summarise(await typicalLoad(server.url, { duration: PHASE_SECONDS }));
    const pathological = await hostile.stop();
    console.log('loaded', loaded, 'pathological client', pathological);

    const rss = sampleRss(server.pid, 5000);
    const soak = summarise(await typicalLoad(server.url, { amount: SOAK_REQUESTS }));
    const rssSamples = rss.stop();
    console.log('soak', soak);

    const half = rssSamples[Math.floor(rssSamples.length / 2)].mib;
    const end = rssSamples[rssSamples.length - 1].mib;
    const verdicts = {
      p99WithinTwiceQuiet: loaded.p99 <= 2 * quiet.p99,
      p99Ratio: Math.round((loaded.p99 / quiet.p99) * 100) / 100,
      rssLevelsOff: end <= half * 1.1,
    };
    const results = {
      date: new Date().toISOString(),
      machine,
      runs: { quiet, loaded, soak },
      pathological,
      rss: { beforeMeasurements: rssStart, samples: rssSamples },
      verdicts,
    };
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('./results/latest.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${table({ quiet, 'loaded (+2 MB loop)': loaded, [`soak (${SOAK_REQUESTS})`]: soak })}`);
    console.log(
      `\npathological client: ${pathological.requests} requests, statuses ${JSON.stringify(pathological.statuses)}, mean ${pathological.meanMs} ms`,
    );
    console.log(`RSS MiB: before ${rssStart}, soak start ${rssSamples[0].mib}, half ${half}, end ${end}`);
    console.log('verdicts', verdicts);
    if (!verdicts.p99WithinTwiceQuiet || !verdicts.rssLevelsOff) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
