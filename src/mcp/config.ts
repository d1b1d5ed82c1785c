import { delimiter, resolve } from 'node:path';

/**
 * How `mdadf mcp` is set up: from the environment (what an agent's configuration file can set)
 * and the command line's flags, which win. Everything here is about the server itself; where
 * the Atlassian site is and how to sign in is the shared client's configuration
 * (src/atlassian/config.ts).
 */
export interface McpConfig {
  /** No write tool is offered (`MDADF_MCP_READ_ONLY=1`, `--read-only`). */
  readOnly: boolean;
  /** Only these tools are offered (`MDADF_MCP_TOOLS`, `--tools`); `undefined`: all of them. */
  tools?: ReadonlySet<string>;
  /** Characters of a body one answer holds at most; longer ones come in pieces with a cursor. */
  budget: number;
  /** Directories `markdown_file` may read below (absolute); the working directory by default. */
  fileRoots: readonly string[];
}

export interface McpFlags {
  readOnly?: boolean;
  tools?: string;
  budget?: number;
  allowDir?: readonly string[];
}

export const DEFAULT_BUDGET = 20_000;
/** Below this a page of a body holds too little to be worth a call. */
export const MIN_BUDGET = 1_000;

/** A setting that cannot be used: one line naming the variable or flag and what it takes. */
export class McpConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'McpConfigError';
  }
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['', '0', 'false', 'no', 'off']);

function readSwitch(name: string, value: string | undefined): boolean {
  const word = (value ?? '').trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new McpConfigError(`${name}=${JSON.stringify(value)}: expected 1 or 0 (true, false)`);
}

function readBudget(source: string, value: string | number | undefined): number {
  if (value === undefined || value === '') return DEFAULT_BUDGET;
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isSafeInteger(n) || n < MIN_BUDGET) {
    throw new McpConfigError(`${source}: expected a whole number of characters, at least ${MIN_BUDGET}`);
  }
  return n;
}

/** Names separated by commas or white space. */
const splitNames = (text: string): string[] => text.split(/[\s,]+/).filter((name) => name !== '');

export function readMcpConfig(
  env: Readonly<Record<string, string | undefined>>,
  flags: McpFlags = {},
  cwd = process.cwd(),
): McpConfig {
  const readOnly = flags.readOnly === true || readSwitch('MDADF_MCP_READ_ONLY', env.MDADF_MCP_READ_ONLY);
  const toolText = flags.tools ?? env.MDADF_MCP_TOOLS;
  const tools = toolText === undefined || toolText.trim() === '' ? undefined : new Set(splitNames(toolText));
  const budget =
    flags.budget !== undefined
      ? readBudget('--budget', flags.budget)
      : readBudget('MDADF_MCP_BUDGET', env.MDADF_MCP_BUDGET);
  const dirs = flags.allowDir?.length
    ? [...flags.allowDir]
    : (env.MDADF_MCP_FILE_ROOTS ?? '').split(delimiter).filter((dir) => dir.trim() !== '');
  const fileRoots = (dirs.length > 0 ? dirs : [cwd]).map((dir) => resolve(cwd, dir));
  return { readOnly, tools, budget, fileRoots };
}

/** Checks `MDADF_MCP_TOOLS` against the tools there are, so a typo is an error, not a silent empty list. */
export function checkToolNames(config: McpConfig, known: readonly string[]): void {
  if (!config.tools) return;
  const unknown = [...config.tools].filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new McpConfigError(
      `MDADF_MCP_TOOLS names ${unknown.map((name) => JSON.stringify(name)).join(', ')}, which ${unknown.length === 1 ? 'is' : 'are'} not a tool; the tools are ${known.join(', ')}`,
    );
  }
}
