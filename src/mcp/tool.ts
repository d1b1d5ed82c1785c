import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { BodyCache } from './body-cache.js';
import type { McpConfig } from './config.js';
import type { Site } from './site.js';

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
