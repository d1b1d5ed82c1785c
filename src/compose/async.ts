import type { AsyncConvertOptions, ConvertOptions, ConvertResult } from '../types.js';
import { readMarkdown } from '../input/options.js';
import { readConvertOptions } from '../convert/index.js';
import { convertChecked } from './convert.js';

type ResolverName = 'resolveMention' | 'resolveImage' | 'resolveLink';
const RESOLVERS: readonly ResolverName[] = ['resolveMention', 'resolveImage', 'resolveLink'];

/**
 * `convert` with resolvers that may answer with promises. A first pass only records what the
 * document asks (each resolver answering `undefined`), the answers are awaited together, and the
 * conversion runs again answering from them: the same document, built synchronously.
 */
export async function convertAsync(markdown: string, options?: AsyncConvertOptions): Promise<ConvertResult> {
  return convertAsyncChecked(
    readMarkdown('convertAsync', markdown),
    readConvertOptions('convertAsync', options) as AsyncConvertOptions,
  );
}

async function convertAsyncChecked(markdown: string, options: AsyncConvertOptions): Promise<ConvertResult> {
  const asked = new Map<ResolverName, Set<string>>(RESOLVERS.map((name) => [name, new Set<string>()]));
  const { resolveMention, resolveImage, resolveLink, ...plain } = options;
  const recording: ConvertOptions = { ...plain, strict: false };
  for (const name of RESOLVERS) {
    if (!options[name]) continue;
    recording[name] = (value: string) => {
      asked.get(name)!.add(value);
      return undefined;
    };
  }
  convertChecked(markdown, recording);

  const answers = new Map<ResolverName, Map<string, unknown>>();
  await Promise.all(
    RESOLVERS.flatMap((name) => {
      const resolver = { resolveMention, resolveImage, resolveLink }[name] as
        | ((value: string) => unknown)
        | undefined;
      const known = new Map<string, unknown>();
      answers.set(name, known);
      if (!resolver) return [];
      return [...asked.get(name)!].map(async (value) => {
        known.set(value, await resolver(value));
      });
    }),
  );

  const answering: ConvertOptions = { ...plain };
  for (const name of RESOLVERS) {
    if (!options[name]) continue;
    const known = answers.get(name)!;
    // biome-ignore lint/suspicious/noExplicitAny: each resolver answers its own type, looked up by name
    answering[name] = ((value: string) => known.get(value)) as any;
  }
  return convertChecked(markdown, answering);
}
