import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { BodyCache } from './body-cache.js';
import { checkToolNames, type McpFlags, readMcpConfig } from './config.js';
import { log } from './log.js';
import { createMcpServer, offeredTools } from './server.js';
import { openSite } from './site.js';
import { CONFLUENCE_TOOLS } from './tools/confluence.js';
import { JIRA_TOOLS } from './tools/jira.js';
import type { ToolContext, ToolSpec } from './tool.js';
import { CONVERT_TOOLS } from './tools/convert.js';

export { McpConfigError } from './config.js';

/** Every tool the server has, in the order an agent sees them. */
export const ALL_TOOLS: readonly ToolSpec[] = [...CONVERT_TOOLS, ...JIRA_TOOLS, ...CONFLUENCE_TOOLS];

/**
 * `mdadf mcp`: the MCP server on stdio. Stdout carries the protocol only; every line of log goes
 * to stderr. Runs until the client closes standard input.
 */
export async function runMcpServer(flags: McpFlags, version: string): Promise<void> {
  const config = readMcpConfig(process.env, flags);
  checkToolNames(
    config,
    ALL_TOOLS.map((tool) => tool.name),
  );
  const site = openSite(process.env);
  const context: ToolContext = { config, cache: new BodyCache(), site, cwd: process.cwd() };
  const tools = offeredTools(ALL_TOOLS, context);
  const server = createMcpServer({ name: 'mdadf', version }, tools, context);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
    process.stdin.once('end', resolve);
  });
  // A line that is not JSON-RPC is the client's bug; say so on stderr and keep serving.
  server.server.onerror = (error) => log(`protocol: ${error.message}`);
  await server.connect(transport);
  log(
    `ready: ${tools.length} tools${config.readOnly ? ', read-only' : ''} (${tools.map((tool) => tool.name).join(', ')})`,
  );
  await closed;
  await server.close();
}
