import { contentModel } from '../schema/content-model.js';
import {
  ConversionError,
  type ConvertOptions,
  type ConvertResult,
  PROFILES,
  type Profile,
} from '../types.js';
import { buildTree } from './build.js';
import { Fitter } from './fit.js';

/** Markdown → ADF with diagnostics. Never throws on bad Markdown; `strict` throws on error diagnostics. */
export function convert(markdown: string, options: ConvertOptions = {}): ConvertResult {
  if (typeof markdown !== 'string') throw new TypeError('convert: markdown must be a string');
  const profile = checkProfile(options.profile);
  const ctx = buildTree(markdown, profile, options);
  new Fitter(ctx, contentModel(profile)).run(ctx.doc);
  const diagnostics = ctx.sink.sorted();
  if (options.strict && ctx.sink.hasErrors()) throw new ConversionError(diagnostics);
  return ctx.metadata ? { doc: ctx.doc, diagnostics, metadata: ctx.metadata } : { doc: ctx.doc, diagnostics };
}

export function checkProfile(profile: unknown): Profile {
  if (profile === undefined) return 'extended';
  if (typeof profile === 'string' && (PROFILES as readonly string[]).includes(profile))
    return profile as Profile;
  throw new RangeError(`unknown profile "${String(profile)}" (expected ${PROFILES.join(' or ')})`);
}
