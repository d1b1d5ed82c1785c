import { convert } from '../compose/convert.js';
import { adfToMarkdown } from '../compose/reverse.js';
import type { AdfDoc, AdfNode, Diagnostic } from '../types.js';
import { validateAdf } from '../validate/index.js';
import { ToolError } from './errors.js';
import { keepUnchanged } from './keep-unchanged.js';
import { guardRemoval } from './removal-guard.js';
import { findSection, replaceSection, sectionDoc } from './sections.js';
import { diagnosticLines } from './tools/convert.js';

/**
 * Markdown an agent sends → the document to store, for a new body or over the one stored:
 * converted in the atlassian profile (an error diagnostic refuses the write, with its line and
 * column), laid over the stored body (one section of it, or all) keeping every node the agent
 * left unchanged exactly as stored, checked for guarded content it would drop, and checked
 * against the official schema.
 */
export interface WriteRequest {
  markdown: string;
  /** What the body is, for messages: `page 123`, `issue PROJ-1`. */
  what: string;
  /** The body as the site holds it; none for a create. */
  stored?: AdfDoc;
  /** Replace only this section of `stored` (a heading, as `findSection` reads it). */
  section?: string;
  allowRemoval?: boolean;
  /** The media attributes of a local image (uploaded, or about to be). */
  resolveImage?: ImageResolver;
}

export type ImageResolver = (url: string) => Record<string, unknown> | undefined;

export interface WritePlan {
  doc: AdfDoc;
  /** Warnings of the conversion, as `line:column: warning: … [code]`. */
  warnings: string[];
}

const ATLASSIAN = { profile: 'atlassian' } as const;

export function convertBody(
  markdown: string,
  what: string,
  resolveImage?: ImageResolver,
): { blocks: AdfNode[]; warnings: string[] } {
  const { doc, diagnostics } = convert(markdown, { ...ATLASSIAN, resolveImage });
  const errors = diagnostics.filter((d: Diagnostic) => d.severity === 'error');
  if (errors.length > 0) {
    const shown = diagnosticLines(errors.slice(0, 5)).join('; ');
    throw new ToolError(
      `the Markdown for ${what} has ${errors.length} error${errors.length > 1 ? 's' : ''} (line:column in the Markdown you sent): ${shown}${errors.length > 5 ? '; …' : ''}. Fix them and send it again; nothing was written.`,
    );
  }
  return { blocks: doc.content, warnings: diagnosticLines(diagnostics) };
}

/** What the stored blocks read back as when written as Markdown and converted again. */
export function readBack(blocks: AdfNode[]): AdfNode[] {
  const markdown = adfToMarkdown({ type: 'doc', version: 1, content: blocks }, ATLASSIAN);
  return convert(markdown, ATLASSIAN).doc.content;
}

export function planWrite(request: WriteRequest): WritePlan {
  const { stored, what } = request;
  const { blocks, warnings } = convertBody(request.markdown, what, request.resolveImage);
  if (!stored) {
    if (request.section !== undefined) throw new ToolError('section applies to an update, not to a create');
    return { doc: { type: 'doc', version: 1, content: blocks }, warnings };
  }
  let doc: AdfDoc;
  if (request.section !== undefined) {
    const section = findSection(stored, request.section);
    const old = sectionDoc(section).content;
    const back = readBack(old);
    // Markdown that does not start with a heading replaces what is under the heading, which stays.
    const incoming = blocks[0]?.type === 'heading' ? blocks : [back[0], ...blocks];
    doc = replaceSection(stored, section, keepUnchanged(old, back, incoming));
  } else {
    doc = { ...stored, content: keepUnchanged(stored.content, readBack(stored.content), blocks) };
  }
  guardRemoval(stored, doc, what, request.allowRemoval);
  checkValid(stored, doc, what);
  return { doc, warnings };
}

/**
 * The result must be valid where the stored body was: a section's Markdown may hold what its
 * place forbids (a table inside a panel). A stored body that is not officially valid is the
 * site's own business; the site judges the result then.
 */
function checkValid(stored: AdfDoc, doc: AdfDoc, what: string): void {
  const result = validateAdf(doc, ATLASSIAN);
  if (result.valid || !validateAdf(stored, ATLASSIAN).valid) return;
  const shown = result.errors.slice(0, 3).map((e) => `${e.path || '/'}: ${e.message}`);
  throw new ToolError(
    `the new body of ${what} is not valid ADF where the Markdown goes: ${shown.join('; ')}. Nothing was written.`,
  );
}
