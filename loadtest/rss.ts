import { readFileSync } from 'node:fs';

/** Resident set size of a process (all its threads), in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return Math.round((kib / 1024) * 10) / 10;
}

/** Samples `rssMiB(pid)` every `everyMs` until stopped; returns the samples with their times. */
export function sampleRss(pid: number, everyMs: number): { stop(): { seconds: number; mib: number }[] } {
  const started = Date.now();
  const samples: { seconds: number; mib: number }[] = [];
  const take = () => samples.push({ seconds: Math.round((Date.now() - started) / 1000), mib: rssMiB(pid) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
