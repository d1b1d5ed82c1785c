import { Command } from 'commander';
import { usageError } from '../errors.js';
import { integerArgument } from '../options.js';

interface McpOptions {
  readOnly?: boolean;
  tools?: string;
  budget?: number;
  allowDir?: string[];
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export function mcpCommand(version: string): Command {
  return new Command('mcp')
    .summary('run the MCP server (stdio) for AI agents')
    .description(
      'Run an MCP server on stdin/stdout through which an AI agent converts Markdown and ADF, and reads and writes Jira issues and Confluence pages as Extended Markdown without losing macros, media, layouts or inline comments. ' +
        'The Jira and Confluence tools need ATLASSIAN_SITE and ATLASSIAN_EMAIL + ATLASSIAN_API_TOKEN (or ATLASSIAN_BEARER_TOKEN). ' +
        'Stdout carries only the protocol; the log goes to stderr. See docs/mcp.md.',
    )
    .option('--read-only', 'offer no write tool (default: $MDADF_MCP_READ_ONLY)')
    .option(
      '--tools <NAMES>',
      'offer only these tools, separated by commas (default: $MDADF_MCP_TOOLS, else all)',
    )
    .option(
      '--budget <CHARS>',
      'characters of a body one answer holds; longer ones come in pieces (default: $MDADF_MCP_BUDGET, else 20000)',
      integerArgument('--budget', { min: 1000 }),
    )
    .option(
      '--allow-dir <DIR>',
      'a directory markdown_file may read below; repeatable (default: $MDADF_MCP_FILE_ROOTS, else the working directory)',
      collect,
    )
    .addHelpText(
      'after',
      `
Examples:
  $ npx mdadf mcp
  $ claude mcp add mdadf -e ATLASSIAN_SITE=https://acme.atlassian.net -e ATLASSIAN_EMAIL=me@acme.com -e ATLASSIAN_API_TOKEN=... -- npx -y mdadf mcp
  $ MDADF_MCP_READ_ONLY=1 mdadf mcp`,
    )
    .action(async (opts: McpOptions) => {
      const { runMcpServer, McpConfigError } = await import('../../mcp/index.js');
      try {
        await runMcpServer(opts, version);
      } catch (error) {
        if (error instanceof McpConfigError) throw usageError(error.message);
        throw error;
      }
    });
}
