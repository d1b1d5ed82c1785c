import type * as Context from '../src/convert/context.js';
import type * as FitAhead from '../src/convert/fit-ahead.js';
import type * as Fit from '../src/convert/fit.js';
import type * as Api from '../src/index.js';
import type * as Tables from '../src/convert/node-table.js';
import { type Convert, importDist } from './converters.js';

/**
 * mdadf-extended with some of its own costs switched off, for bench/lower-bound.ts's ablation:
 * the switches are the bench's, made by replacing methods of the build's classes in the
 * converter's own process before its first conversion, so mdadf's code carries no flag and its
 * speed is untouched. The results are not valid documents to rely on (no positions in
 * diagnostics, no profile fitting): they only show what the work costs.
 *
 * - `positions`: the side tables of where each node came from (NodeTable: `lineOf`, `markupOf`)
 *   record nothing and answer nothing;
 * - `fit`: containers are not checked as they close and the fit pass does not run.
 */
export type Ablation = 'positions' | 'fit';

export async function loadAblated(dist: URL, off: readonly Ablation[]): Promise<Convert> {
  const load = async <T>(path: string) => (await importDist(new URL(path, dist))) as unknown as T;
  const { markdownToAdf } = await load<typeof Api>('index.js');
  if (off.includes('positions')) {
    const { NodeTable } = await load<typeof Tables>('convert/node-table.js');
    NodeTable.prototype.set = function set(): void {};
    NodeTable.prototype.get = function get(): undefined {
      return undefined;
    };
  }
  if (off.includes('fit')) {
    const context = await load<typeof Context & Partial<typeof FitAhead>>('convert/context.js');
    const { ConvertContext } = context;
    // Builds before the close was checked in one function (a baseline) had it in context.js.
    const emptyContent =
      (await load<Partial<typeof FitAhead>>('convert/fit-ahead.js')).emptyContent ?? context.emptyContent!;
    const { Fitter } = await load<typeof Fit>('convert/fit.js');
    ConvertContext.prototype.close = function close(this: Context.ConvertContext) {
      const node = this.stack.pop()!;
      emptyContent(node);
      this.checkMarks.pop();
      this.openRules?.pop();
      return node;
    };
    Fitter.prototype.run = function run(): void {};
  }
  return (markdown) => markdownToAdf(markdown, { profile: 'extended' });
}
