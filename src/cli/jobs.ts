import type { LookupEntries } from '../convert/lookup-maps.js';
import type { AdfDoc, Profile } from '../types.js';
import type { ReportedDiagnostic } from './diagnostics-format.js';
import { withSourceLines } from './excerpt.js';
import { library } from './library.js';
import { parseJsonInput } from './json-input.js';
import { notMarkdown } from './markdown-input.js';

/**
 * The conversions a batch runs, as text in → text out, so the same code serves standard
 * input, single files and the worker threads. The library is imported on first use: `--help`
 * and usage errors must not pay for loading the parser.
 */
export interface JobOptions {
  profile: Profile;
  strict: boolean;
  pretty: boolean;
  /** `--mentions` / `--images` maps, as entries (they travel to worker threads). */
  mentions?: LookupEntries;
  images?: LookupEntries;
}

/** `output` is absent when the input failed (invalid JSON, or an error under `--strict`). */
export interface JobResult {
  output?: string;
  diagnostics: ReportedDiagnostic[];
  /** Diagnostics whose line and column point into the output (to-markdown's `adf:node` notes). */
  outputDiagnostics?: ReportedDiagnostic[];
}

export interface Job {
  /** Extensions of the files a directory argument stands for. */
  inputExtensions: readonly string[];
  outputExtension: string;
  run(text: string, options: JobOptions): Promise<JobResult>;
}

const hasError = (diagnostics: readonly ReportedDiagnostic[]): boolean =>
  diagnostics.some((d) => d.severity === 'error');

const serialise = (value: unknown, pretty: boolean): string =>
  `${JSON.stringify(value, null, pretty ? 2 : 0)}\n`;

export const JOBS = {
  convert: {
    inputExtensions: ['.md', '.markdown'],
    outputExtension: '.json',
    async run(markdown, { profile, strict, pretty, mentions, images }) {
      const refused = notMarkdown(markdown);
      if (refused) return { diagnostics: [refused] };
      const { convert } = await library();
      const { resolversOf } = await import('../convert/lookup-maps.js');
      const { doc, diagnostics } = convert(markdown, { profile, ...resolversOf(mentions, images) });
      if (strict && hasError(diagnostics)) return { diagnostics };
      return { output: serialise(doc, pretty), diagnostics };
    },
  },
  'to-markdown': {
    inputExtensions: ['.json'],
    outputExtension: '.md',
    async run(json, { profile }) {
      const parsed = parseJsonInput(json);
      if (!parsed.ok) return { diagnostics: [parsed.diagnostic] };
      const { convertAdf } = await library();
      // convertAdf checks the document's outline itself and throws a TypeError otherwise.
      const { markdown, diagnostics } = convertAdf(parsed.value as AdfDoc, { profile });
      return { output: markdown, diagnostics: [], outputDiagnostics: diagnostics };
    },
  },
} satisfies Record<string, Job>;

export type JobName = keyof typeof JOBS;

/**
 * Runs a job; an exception from the library (a bug, or a document it cannot handle) becomes
 * a `conversion-failed` error for that input instead of a stack trace.
 */
export async function runJob(name: JobName, text: string, options: JobOptions): Promise<JobResult> {
  try {
    const result: JobResult = await JOBS[name].run(text, options);
    // Each diagnostic carries its line's text, for the excerpt wherever it is printed.
    return {
      ...result,
      diagnostics: withSourceLines(result.diagnostics, text),
      outputDiagnostics:
        result.outputDiagnostics && withSourceLines(result.outputDiagnostics, result.output ?? ''),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { diagnostics: [{ severity: 'error', code: 'conversion-failed', message }] };
  }
}
