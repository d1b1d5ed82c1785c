import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AdfNode, PROFILES, type Profile } from '../../src/index.js';
import { buildTree } from '../../src/convert/build.js';
import { ConvertContext } from '../../src/convert/context.js';
import { checkChildren, checkDoc, countOf, fittingAtTop } from '../../src/convert/fit-ahead.js';
import { Fitter } from '../../src/convert/fit.js';
import { contentModel } from '../../src/schema/content-model.js';
import { validateData } from '../../src/validate/validate-adf.js';
import { commonmarkExamples, gfmExtensionExamples } from '../conformance/examples.js';
import { loadCorpus } from '../support/corpus.js';
import { markdownDocument, mutatedMarkdown } from '../support/markdown-arbitrary.js';
import { rawNodeMarkdown } from '../support/raw-node-arbitrary.js';
import { tableQuoteMarkdown } from '../support/table-quote-arbitrary.js';

/**
 * The fit pass skips the containers the build found fitting (src/convert/fit-ahead.ts). Skipping
 * must change nothing: the same document and the same diagnostics, in the order they were
 * reported, as a fit pass that walks every container.
 */
/** Forgets every check: the fit pass then walks every container. */
function walkEverything(ctx: ConvertContext): void {
  ctx.fitting.clear();
  ctx.checks.length = 0;
  ctx.checksEnd = 0;
}

/** Whether the fit pass takes `node`, a child of the doc or of a container it walks, as built. */
function fitsAsBuilt(ctx: ConvertContext, node: AdfNode): boolean {
  const top = fittingAtTop(ctx, ctx.doc);
  const atTop =
    top >= 0 && ctx.checks.slice(top, top + countOf(ctx.checks[top - 1] as number)).includes(node);
  return atTop || ctx.fitting.has(node);
}

function fitted(markdown: string, profile: Profile, skipping: boolean): string {
  const ctx = buildTree(markdown, profile, { smartLinks: true });
  if (!skipping) walkEverything(ctx);
  new Fitter(ctx, contentModel(profile)).run(ctx.doc);
  return JSON.stringify({ doc: ctx.doc, reported: ctx.sink.list });
}

function sameEitherWay(markdown: string, profile: Profile): void {
  expect(fitted(markdown, profile, true)).toBe(fitted(markdown, profile, false));
}

const SEED = 0x6669740f;

/**
 * The build's verdict against the full schema: a document that counts as fitting as built is
 * valid as it stands (the fit pass does not run on it), and a fit pass walking every container
 * of it changes and reports nothing.
 */
function fitsOnlyIfValid(markdown: string, profile: Profile): boolean {
  const ctx = buildTree(markdown, profile, { smartLinks: true });
  if (!ctx.fitting.has(ctx.doc)) return false;
  expect(validateData(ctx.doc, profile).errors).toEqual([]);
  const before = JSON.stringify(ctx.doc);
  const reported = ctx.sink.list.length;
  walkEverything(ctx);
  new Fitter(ctx, contentModel(profile)).run(ctx.doc);
  expect(JSON.stringify(ctx.doc)).toBe(before);
  expect(ctx.sink.list.length).toBe(reported);
  return true;
}

const SPEC_EXAMPLES = [...commonmarkExamples(), ...gfmExtensionExamples()].map((e) => e.markdown);

describe.each(PROFILES)('fit pass skipping what the build checked, profile %s', (profile) => {
  it('the build finds most containers of real documents fitting', () => {
    const ctx = buildTree('# Title\n\n- one *two*\n- three\n\n> a quote\n', profile);
    // The doc fits: the fit pass has nothing to do, and no check inside it is kept.
    expect([...ctx.fitting]).toEqual([ctx.doc]);
    // A quote may not hold a table: the fit pass walks the doc and the quote, not the heading or the table.
    const repaired = buildTree('# Title\n\n> | a |\n> | - |\n', profile);
    const [heading, quote] = repaired.doc.content;
    expect(
      [repaired.doc, heading, quote, quote.content![0]].map((node) => fitsAsBuilt(repaired, node)),
    ).toEqual([false, true, false, true]);
    // The item's record is longer than its children's (none: the code block was built whole), so
    // it ends past the records written so far; all of it is kept.
    const item = buildTree('- ```\n  code\n  ```\n', profile);
    expect(item.fitting.has(item.doc)).toBe(true);
  });

  it('checks a GFM table whose layout changes nothing like any container', () => {
    const plain = buildTree('| a | b |\n| - | :-: |\n| c | d |\n', profile);
    expect(plain.changing.size).toBe(0);
    expect(plain.fitting.has(plain.doc)).toBe(true);
    // A span is laid out after the build: the table is walked.
    const spanned = buildTree('| <!-- adf:tableCell colspan="2" --> a | |\n| - | - |\n| c | d |\n', profile);
    const table = spanned.doc.content[0];
    expect(table.type).toBe('table');
    expect(spanned.changing.has(table)).toBe(true);
    expect(spanned.fitting.has(table)).toBe(false);
  });

  it('walks again what work after the build may change, and every container around it', () => {
    // No construct's later work makes a fitting subtree unfit; this one does, to show it is seen.
    const fitOnce = (skipping: boolean) => {
      const ctx = new ConvertContext('- item\n', profile);
      ctx.open({ type: 'bulletList', content: [] });
      const item = ctx.open({ type: 'listItem', content: [] });
      const paragraph = ctx.open({ type: 'paragraph', content: [{ type: 'text', text: 'item' }] });
      ctx.close();
      ctx.later(item, () => {
        paragraph.content!.push({ type: 'text', text: '' });
        item.content!.push({ type: 'heading', attrs: { level: 1 }, content: [] });
      });
      ctx.close();
      ctx.close();
      checkChildren(ctx, ctx.doc);
      for (const task of ctx.afterBuild) task();
      checkDoc(ctx);
      if (!skipping) walkEverything(ctx);
      new Fitter(ctx, contentModel(profile)).run(ctx.doc);
      return { doc: ctx.doc, reported: ctx.sink.list.map((d) => d.code) };
    };
    expect(fitOnce(true)).toEqual(fitOnce(false));
    const { doc, reported } = fitOnce(true);
    // The empty text is dropped; the extended profile omits the empty heading, the atlassian one takes no heading there.
    expect(reported).toEqual([profile === 'extended' ? 'empty-block-omitted' : 'heading-to-paragraph']);
    expect(JSON.stringify(doc)).not.toContain('"text":""');
  });

  it('does not count a node fitting that its close handler changed after the check', () => {
    const ctx = new ConvertContext('- a\n', profile);
    const list = ctx.open({ type: 'bulletList', content: [] });
    ctx.open({ type: 'listItem', content: [] });
    ctx.open({ type: 'paragraph', content: [{ type: 'text', text: 'a' }] });
    ctx.close();
    ctx.close();
    ctx.close();
    // As list settling does: new items, in a new array, once the list was checked.
    list.content = [
      { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }] },
    ];
    checkChildren(ctx, ctx.doc);
    checkDoc(ctx);
    expect(ctx.fitting.has(ctx.doc)).toBe(false);
    expect(fitsAsBuilt(ctx, list)).toBe(false);
  });

  it('changes nothing on the corpus', () => {
    for (const file of loadCorpus({ maxFiles: 120, maxBytes: 1_500_000 })) sameEitherWay(file.text, profile);
  });

  it('changes nothing on the spec examples', () => {
    for (const markdown of SPEC_EXAMPLES) sameEitherWay(markdown, profile);
  });

  it('counts a document fitting only where the schema finds it valid and a full fit pass changes nothing', () => {
    const corpus = loadCorpus({ maxFiles: 120, maxBytes: 1_500_000 }).map((f) => f.text);
    const counted = (documents: string[]) => documents.filter((m) => fitsOnlyIfValid(m, profile)).length;
    // Most fit as built; the rest are those with something to repair or work after the build.
    expect(counted(corpus)).toBeGreaterThan(corpus.length * 0.8);
    expect(counted(SPEC_EXAMPLES)).toBeGreaterThan(SPEC_EXAMPLES.length * 0.8);
    const property = (markdown: string) => {
      fitsOnlyIfValid(markdown, profile);
    };
    fc.assert(fc.property(markdownDocument(), property), { seed: SEED + 1, numRuns: 300 });
    fc.assert(fc.property(mutatedMarkdown(corpus.slice(0, 40)), property), { seed: SEED + 1, numRuns: 60 });
    fc.assert(fc.property(tableQuoteMarkdown(), property), { seed: SEED + 1, numRuns: 100 });
    fc.assert(fc.property(rawNodeMarkdown(), property), { seed: SEED + 1, numRuns: 100 });
  });

  it('changes nothing on grammar documents, mutated documents, table quotes and raw nodes', () => {
    const documents = loadCorpus({ maxFiles: 40, maxBytes: 200_000 }).map((f) => f.text);
    const property = (markdown: string) => sameEitherWay(markdown, profile);
    fc.assert(fc.property(markdownDocument(), property), { seed: SEED, numRuns: 300 });
    fc.assert(fc.property(mutatedMarkdown(documents), property), { seed: SEED, numRuns: 60 });
    fc.assert(fc.property(tableQuoteMarkdown(), property), { seed: SEED, numRuns: 150 });
    fc.assert(fc.property(rawNodeMarkdown(), property), { seed: SEED, numRuns: 150 });
  });
});
