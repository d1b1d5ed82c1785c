import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ensureBuilt, MAIN, ROOT } from '../cli/helpers.js';

/**
 * The server as an agent's client runs it: `node dist/cli/main.js mcp` as a child process,
 * spoken to by the MCP SDK's own client over stdio.
 */
export interface McpSession {
  client: Client;
  /** What the server wrote on stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  args?: string[];
  cwd?: string;
}

/** Only what the child needs: no ATLASSIAN_* or MDADF_* setting leaks in from the runner. */
function childEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'SYSTEMROOT']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra };
}

export async function startMcp({ env = {}, args = [], cwd = ROOT }: StartOptions = {}): Promise<McpSession> {
  ensureBuilt();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [MAIN, 'mcp', ...args],
    env: childEnv(env),
    cwd,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const client = new Client({ name: 'mdadf-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

export interface ToolAnswer {
  isError: boolean;
  texts: string[];
}

/** Calls a tool; the answer's text parts and whether it is a tool error. */
export async function call(
  session: McpSession,
  name: string,
  args: Record<string, unknown>,
): Promise<ToolAnswer> {
  const result = await session.client.callTool({ name, arguments: args });
  const content = (result.content ?? []) as { type: string; text?: string }[];
  return {
    isError: result.isError === true,
    texts: content.filter((part) => part.type === 'text').map((part) => part.text ?? ''),
  };
}
