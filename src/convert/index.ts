import { readOptions } from '../input/options.js';
import { contentModel } from '../schema/content-model.js';
import { ConversionError, type ConvertOptions, type ConvertResult } from '../types.js';
import { buildTree } from './build.js';
import { Fitter } from './fit.js';
import type { Forward } from './forward.js';

/** The options of convert, each with the type it must have (src/input/options.ts). */
export const CONVERT_OPTIONS = {
  profile: 'profile',
  strict: 'boolean',
  smartLinks: 'boolean',
  resolveMention: 'function',
  resolveImage: 'function',
  resolveLink: 'function',
} as const;

export function readConvertOptions(fn: string, options: unknown): ConvertOptions {
  return readOptions(fn, options, CONVERT_OPTIONS) as ConvertOptions;
}

/**
 * Markdown → ADF with diagnostics, by the constructs `forward` holds, for arguments already read
 * by readMarkdown and readConvertOptions: the tree is built (build.ts), then fitted to the
 * profile (fit.ts). Never throws on bad Markdown; `strict` throws a ConversionError on error
 * diagnostics.
 */
export function convertWith(forward: Forward, markdown: string, options: ConvertOptions): ConvertResult {
  const profile = options.profile ?? 'extended';
  const ctx = buildTree(forward, markdown, profile, options);
  new Fitter(ctx, contentModel(profile), forward.repairs).run(ctx.doc);
  const diagnostics = ctx.sink.sorted();
  if (options.strict && ctx.sink.hasErrors()) throw new ConversionError(diagnostics);
  return ctx.metadata ? { doc: ctx.doc, diagnostics, metadata: ctx.metadata } : { doc: ctx.doc, diagnostics };
}
