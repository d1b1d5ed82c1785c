import { z } from 'zod';
import { convert } from '../../compose/convert.js';
import { convertAdf } from '../../compose/reverse.js';
import { PROFILES, type AdfDoc, type Diagnostic } from '../../types.js';
import { validateAdf } from '../../validate/index.js';
import { ToolError } from '../errors.js';
import { readMarkdownInput } from '../markdown-input.js';
import { localTool, type ToolSpec } from '../tool.js';

/** The converter's three jobs, without any site: Markdown → ADF, ADF → Markdown, validation. */

export const profileArg = z
  .enum(PROFILES as unknown as ['extended', 'atlassian'])
  .optional()
  .describe(
    'atlassian (the default here): what the Jira and Confluence APIs accept; extended: every directive attribute kept',
  );

export const adfArg = z
  .union([z.string(), z.looseObject({})])
  .describe('an ADF document: {"type":"doc","version":1,"content":[…]}, as a JSON object or as JSON text');

/** One diagnostic per line, the way compilers print them: `3:7: warning: … [code]`. */
export const diagnosticLines = (diagnostics: readonly Diagnostic[]): string[] =>
  diagnostics.map((d) => `${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]`);

/** The `adf` argument as a value: JSON text is parsed, with the place V8 names when it is not JSON. */
export function readAdfArg(adf: string | Record<string, unknown>): unknown {
  if (typeof adf !== 'string') return adf;
  try {
    return JSON.parse(adf);
  } catch (error) {
    throw new ToolError(`adf is not JSON: ${(error as Error).message}`);
  }
}

const markdownToAdf = localTool({
  name: 'markdown_to_adf',
  title: 'Markdown → ADF',
  description:
    'Convert Extended Markdown (GitHub Flavored Markdown plus <!-- adf:... --> comments; the resource mdadf://cheatsheet lists the forms for panels, mentions, status, macros, layouts…) to an ADF document. Returns JSON {doc, diagnostics}: the document, always valid for the profile, and every repair or problem as "line:column: severity: message [code]" in the Markdown, so you can fix the text and convert again. No site needed.',
  input: {
    markdown: z.string().optional().describe('the Markdown text'),
    markdown_file: z
      .string()
      .optional()
      .describe('instead of markdown: a local .md file, below the working directory'),
    profile: profileArg,
  },
  async run(args, { config, cwd }) {
    const { markdown } = await readMarkdownInput(args, config, cwd);
    const { doc, diagnostics } = convert(markdown, { profile: args.profile ?? 'atlassian' });
    return JSON.stringify({ doc, diagnostics: diagnosticLines(diagnostics) });
  },
});

const adfToMarkdown = localTool({
  name: 'adf_to_markdown',
  title: 'ADF → Markdown',
  description:
    'Convert an ADF document to Extended Markdown that converts back to the same document: GFM where GFM has a form, <!-- adf:... --> comments for the rest (macros, layouts, media, colours), so nothing is lost. Returns the Markdown, then a note of each node written as JSON (adf:node) when there is any. No site needed.',
  input: {
    adf: adfArg,
    profile: profileArg,
  },
  run(args) {
    const { markdown, diagnostics } = convertAdf(readAdfArg(args.adf) as AdfDoc, {
      profile: args.profile ?? 'atlassian',
    });
    return diagnostics.length > 0 ? [markdown, diagnosticLines(diagnostics).join('\n')] : markdown;
  },
});

const validate = localTool({
  name: 'validate_adf',
  title: 'Validate ADF',
  description:
    'Check an ADF document against the profile\'s JSON Schema (atlassian: Atlassian\'s official schema, what Jira and Confluence accept). Returns JSON {valid, errors}: every error with the JSON pointer of the offending value ("/content/0/attrs/level") and what is wrong there. No site needed.',
  input: {
    adf: adfArg,
    profile: profileArg,
  },
  run(args) {
    const result = validateAdf(readAdfArg(args.adf) as AdfDoc, { profile: args.profile ?? 'atlassian' });
    return JSON.stringify(result);
  },
});

export const CONVERT_TOOLS: readonly ToolSpec[] = [markdownToAdf, adfToMarkdown, validate];
