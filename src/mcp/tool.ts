import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { BodyCache } from './body-cache.js';
import type { McpConfig } from './config.js';
import { type Site, siteOf } from './site.js';

/** What every tool's handler may use: the settings, the site (when configured), the cache of read bodies. */
export interface ToolContext {
  config: McpConfig;
  cache: BodyCache;
  /** The Jira/Confluence site; tools that need it are offered only when it is configured. */
  site?: Site;
  /** The directory relative `markdown_file` paths start from. */
  cwd: string;
}

/** A tool's answer: text for the agent (a short header and a body, or metadata only). */
export type ToolAnswer = string | string[];

export interface ToolSpec<Shape extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  /** What the tool does and returns, for the agent choosing among tools. */
  description: string;
  input: Shape;
  /** Writes to Jira or Confluence: left out in read-only mode. */
  writes: boolean;
  /** Talks to the site: offered only when the site and credentials are configured. */
  site: boolean;
  annotations?: ToolAnnotations;
  run(args: z.infer<z.ZodObject<Shape>>, context: ToolContext): ToolAnswer | Promise<ToolAnswer>;
}

/** Keeps each tool's argument types while the lists hold tools of any shape. */
export function defineTool<Shape extends z.ZodRawShape>(spec: ToolSpec<Shape>): ToolSpec {
  return spec as unknown as ToolSpec;
}

type Args<Shape extends z.ZodRawShape> = z.infer<z.ZodObject<Shape>>;

/** A tool as written with one of the helpers below: what differs from tool to tool. */
type Described<Shape extends z.ZodRawShape> = Pick<
  ToolSpec<Shape>,
  'name' | 'title' | 'description' | 'input'
>;

/** A converter tool: no site, no write, the same answer every time. */
export function localTool<Shape extends z.ZodRawShape>(
  spec: Described<Shape> & { run: ToolSpec<Shape>['run'] },
): ToolSpec {
  return defineTool({
    ...spec,
    writes: false,
    site: false,
    annotations: { readOnlyHint: true, openWorldHint: false },
  });
}

type SiteRun<Shape extends z.ZodRawShape> = (
  args: Args<Shape>,
  site: Site,
  context: ToolContext,
) => ToolAnswer | Promise<ToolAnswer>;

/** A tool that reads Jira or Confluence: offered when a site is configured, in read-only mode too. */
export function siteReadTool<Shape extends z.ZodRawShape>(
  spec: Described<Shape> & { run: SiteRun<Shape> },
): ToolSpec {
  return defineTool<Shape>({
    ...spec,
    writes: false,
    site: true,
    annotations: { readOnlyHint: true, openWorldHint: true },
    run: (args, context) => spec.run(args, siteOf(context), context),
  });
}

/**
 * A tool that writes to Jira or Confluence: left out in read-only mode. `replaces`: it replaces
 * what is there (an update: the same call again changes nothing more), rather than adding.
 */
export function siteWriteTool<Shape extends z.ZodRawShape>(
  spec: Described<Shape> & { replaces: boolean; run: SiteRun<Shape> },
): ToolSpec {
  const { replaces, ...rest } = spec;
  return defineTool<Shape>({
    ...rest,
    writes: true,
    site: true,
    annotations: {
      readOnlyHint: false,
      destructiveHint: replaces,
      idempotentHint: replaces,
      openWorldHint: true,
    },
    run: (args, context) => spec.run(args, siteOf(context), context),
  });
}
