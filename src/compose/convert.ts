import { convertWith, readConvertOptions } from '../convert/index.js';
import { readMarkdown } from '../input/options.js';
import type { ConvertOptions, ConvertResult } from '../types.js';
import { FORWARD } from './forward.js';

/*
 * The public conversion, apart from the forward root: this module's declarations name only the
 * public types. The root's name markdown-it's, which a CommonJS project type-checking under
 * node16 resolution cannot load (markdown-it's .d.cts imports its ES-module declarations).
 */

/**
 * Markdown → ADF with diagnostics. Never throws on bad Markdown; `strict` throws a
 * ConversionError on error diagnostics; an argument of the wrong type is an InputError.
 */
export function convert(markdown: string, options?: ConvertOptions): ConvertResult {
  return convertChecked(readMarkdown('convert', markdown), readConvertOptions('convert', options));
}

/** convert, for arguments already read by readMarkdown and readConvertOptions. */
export function convertChecked(markdown: string, options: ConvertOptions): ConvertResult {
  return convertWith(FORWARD, markdown, options);
}
