import { describe, expect, it } from 'vitest';
import { loadRealAdf, officiallyValid, summarize, tripReport } from '../support/real-adf.js';

/**
 * Real ADF written by others (tests/fixtures/real-adf/SOURCES.md): how much of it comes back
 * from Markdown exactly, and how much of the Markdown is readable (not `adf:node` JSON).
 * `npx tsx scripts/real-adf-report.ts --docs` prints the same figures per document.
 */
const docs = loadRealAdf();

describe('real ADF round trip', () => {
  it('the corpus holds only documents valid against the official schema', () => {
    expect(docs.length).toBe(DOCUMENTS);
    expect(docs.filter((d) => !officiallyValid(d.doc)).map((d) => d.name)).toEqual([]);
  });

  it('atlassian profile: every document comes back exactly, but for the known differences', () => {
    const reports = docs.map((d) => tripReport(d, 'atlassian'));
    expect(reports.filter((r) => !r.exact).map((r) => r.name)).toEqual(KNOWN_ATLASSIAN_DIFFERENCES);
  });

  it('extended profile (the default) reads back what it wrote', () => {
    const reports = docs.map((d) => tripReport(d, 'extended'));
    expect(reports.filter((r) => !r.exact).map((r) => r.name)).toEqual(KNOWN_EXTENDED_DIFFERENCES);
  });

  it('documents needing an adf:node fallback, and the JSON share of the Markdown, stay at or below the measured figures', () => {
    const summary = summarize(
      docs.map((d) => tripReport(d, 'atlassian')),
      'atlassian',
    );
    expect(summary.withFallback).toBeLessThanOrEqual(MAX_DOCS_WITH_FALLBACK);
    expect(summary.jsonBytes / summary.markdownBytes).toBeLessThanOrEqual(MAX_JSON_SHARE);
    expect(summary.fallbacksByType).toEqual(FALLBACKS_BY_TYPE);
  });
});

/** The number of files in tests/fixtures/real-adf: SOURCES.md lists each one. */
const DOCUMENTS = 619;
/** Documents the atlassian profile does not bring back as they were: none. */
const KNOWN_ATLASSIAN_DIFFERENCES: string[] = [];
/**
 * Documents the extended profile cannot hold as they are: a hard break, an emoji, a status or
 * inline media inside a heading (the specification's heading holds text only, docs/decisions.md), read back as text;
 * an empty code block or heading (the extended schema wants content), omitted with a diagnostic.
 */
const KNOWN_EXTENDED_DIFFERENCES: string[] = [
  'afm-core-list-with-code-block',
  'afm-renderer-heading-doc',
  'afm-renderer-headings-multilined',
  'afm-renderer-headings-right-aligned-emoji',
  'afm-renderer-headings-right-aligned-status',
  'afm-renderer-headings-right-aligned-symbols',
  'afm-renderer-headings',
  'afm-renderer-media-inline-image-default',
  'afm-renderer-media-inline-image-with-links-borders',
  'atlasdoc-sample-node-doc',
  'aul-adf-schema-schema-full-valid-codeBlock-empty-attrs',
  'aul-adf-schema-schema-full-valid-codeBlock-empty-content',
  'aul-adf-schema-schema-full-valid-codeBlock-with-language',
  'aul-adf-schema-schema-full-valid-codeBlock-with-unknown-language',
  'aul-adf-schema-schema-full-valid-heading-with-marks',
  'aul-adf-schema-schema-full-valid-list-with-codeBlock',
  'aul-adf-schema-schema-stage-0-valid-codeBlock-with-breakout-mark',
  'aul-editor-core-vr-common-gap-cursor-adf',
  'aul-editor-core-vr-table-table-with-blocks',
  'aul-snap-034-editor-core-integration-emoji-emoji-1-emoji-1-ts-should-convert-to-emoji-1',
];
/**
 * Measured with scripts/real-adf-report.ts (the goal: at most 2% of the documents): 5 of 619
 * (0.8%) need an `adf:node`: an empty heading with `marks: []`, a group of a file and a link
 * preview, an extension whose `text` cannot be quoted and an inline extension beside it, a
 * block link on a file image in a builder's output, and one text of a cell in a table with
 * merged cells, now written as a pipe table. A new one must come with a reason.
 */
const MAX_DOCS_WITH_FALLBACK = 5;
const MAX_JSON_SHARE = 0.004;
/** Nodes written as `adf:node`, by type (atlassian profile). */
const FALLBACKS_BY_TYPE: Record<string, number> = {
  heading: 1,
  mediaGroup: 1,
  text: 1,
  inlineExtension: 1,
  extension: 1,
  mediaSingle: 1,
};
