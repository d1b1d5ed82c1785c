import { readMarkdown, readOptions } from '../input/options.js';
import { contentModel } from '../schema/content-model.js';
import { ConversionError, type ConvertOptions, type ConvertResult } from '../types.js';
import { buildTree } from './build.js';
import { Fitter } from './fit.js';

/** The options of convert, each with the type it must have (src/input/options.ts). */
export const CONVERT_OPTIONS = {
  profile: 'profile',
  strict: 'boolean',
  smartLinks: 'boolean',
  resolveMention: 'function',
  resolveImage: 'function',
  resolveLink: 'function',
} as const;

/**
 * Markdown → ADF with diagnostics. Never throws on bad Markdown; `strict` throws a
 * ConversionError on error diagnostics; an argument of the wrong type is an InputError.
 */
export function convert(markdown: string, options?: ConvertOptions): ConvertResult {
  return convertChecked(readMarkdown('convert', markdown), readConvertOptions('convert', options));
}

export function readConvertOptions(fn: string, options: unknown): ConvertOptions {
  return readOptions(fn, options, CONVERT_OPTIONS) as ConvertOptions;
}

/** convert, for arguments already read by readMarkdown and readConvertOptions. */
export function convertChecked(markdown: string, options: ConvertOptions): ConvertResult {
  const profile = options.profile ?? 'extended';
  const ctx = buildTree(markdown, profile, options);
  // Most documents fit as built (fit-ahead.ts): the fit pass would find nothing to do.
  if (!ctx.fitting.has(ctx.doc)) new Fitter(ctx, contentModel(profile)).run(ctx.doc);
  const diagnostics = ctx.sink.sorted();
  if (options.strict && ctx.sink.hasErrors()) throw new ConversionError(diagnostics);
  return ctx.metadata ? { doc: ctx.doc, diagnostics, metadata: ctx.metadata } : { doc: ctx.doc, diagnostics };
}
