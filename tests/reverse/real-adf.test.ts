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
const DOCUMENTS = 199;
/** Documents the atlassian profile does not bring back as they were: none. */
const KNOWN_ATLASSIAN_DIFFERENCES: string[] = [];
/**
 * Documents the extended profile cannot hold as they are: a hard break, an emoji, a status or
 * inline media inside a heading (the specification's heading holds text only, docs/decisions.md), read back as text;
 * an empty code block (the extended schema wants content), omitted with a diagnostic.
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
];
/**
 * Measured with scripts/real-adf-report.ts (the goal was 5% of the documents): no document
 * needs an `adf:node` fallback any more; a new one must come with a reason.
 */
const MAX_DOCS_WITH_FALLBACK = 0;
const MAX_JSON_SHARE = 0;
/** Nodes written as `adf:node`, by type (atlassian profile). */
const FALLBACKS_BY_TYPE: Record<string, number> = {};
