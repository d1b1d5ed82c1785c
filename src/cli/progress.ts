import { printable } from './printable.js';

/**
 * A one-line progress bar on a terminal's stderr, redrawn in place with `\r`. Lines logged
 * while it runs clear the bar first and redraw it below, so diagnostics never mix with it.
 * When disabled (stderr not a terminal, `--quiet`) it writes nothing but the logged lines.
 */
export interface Progress {
  advance(label: string): void;
  log(line: string): void;
  /** A line for another stream (stdout) of the same screen: the bar cleared first, redrawn after. */
  print(line: string, stream: ProgressTarget): void;
  finish(): void;
}

export interface ProgressTarget {
  write(text: string): unknown;
  columns?: number;
}

const CLEAR_LINE = '\r\u001b[K';
const BAR_WIDTH = 24;
/** Redrawing on every file of a fast batch would cost more than the conversion. */
const REDRAW_INTERVAL_MS = 50;

export function createProgress(total: number, target: ProgressTarget, enabled: boolean): Progress {
  if (!enabled)
    return {
      advance() {},
      log: (line) => target.write(`${line}\n`),
      print: (line, stream) => stream.write(`${line}\n`),
      finish() {},
    };
  let done = 0;
  let label = '';
  let lastDraw = 0;
  const draw = () => {
    lastDraw = Date.now();
    const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
    const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${done}/${total} `;
    const room = Math.max(0, (target.columns || 80) - bar.length - 1);
    const shown = label.length > room ? `…${label.slice(label.length - room + 1)}` : label;
    target.write(`${CLEAR_LINE}${bar}${room > 0 ? shown : ''}`);
  };
  draw();
  return {
    advance(next) {
      done++;
      label = printable(next);
      if (done === total || Date.now() - lastDraw >= REDRAW_INTERVAL_MS) draw();
    },
    log(line) {
      target.write(`${CLEAR_LINE}${line}\n`);
      draw();
    },
    print(line, stream) {
      target.write(CLEAR_LINE);
      stream.write(`${line}\n`);
      draw();
    },
    finish() {
      target.write(CLEAR_LINE);
    },
  };
}
