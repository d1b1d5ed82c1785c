import { z } from 'zod';

/** Arguments several tools take, described once so their wording never drifts apart. */

export const bodyArgs = {
  markdown: z.string().optional().describe('the body as Extended Markdown'),
  markdown_file: z
    .string()
    .optional()
    .describe(
      'instead of markdown: the path of a local .md file (below the working directory), for bodies too large for a call',
    ),
};

export const cursorArg = z
  .string()
  .optional()
  .describe('the cursor a previous answer gave, to read the next part');

export const sectionArg = z
  .string()
  .optional()
  .describe(
    'a heading\'s text ("Goals"; "## Goals" for that level; "Plan > Goals" when several read the same): only that heading\'s section',
  );

export const limitArg = z.number().int().min(1).max(100).optional().describe('results at most (default 25)');

export const allowRemovalArg = z
  .boolean()
  .optional()
  .describe(
    'true: the update may remove macros, media, layouts, panels, inline comments, mentions, status or dates the body holds',
  );
