import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { cheatSheet, syntaxReference } from './cheatsheet.js';
import { errorLine, isExpected } from './errors.js';
import { log } from './log.js';
import type { ToolContext, ToolSpec } from './tool.js';

export interface ServerInfo {
  name: string;
  version: string;
}

/** The tools the settings offer: no write tool when read-only, only those named when a list is set, the site's only with a site. */
export function offeredTools(all: readonly ToolSpec[], context: ToolContext): ToolSpec[] {
  const { config } = context;
  return all.filter(
    (tool) =>
      !(tool.writes && config.readOnly) &&
      !(tool.site && !context.site) &&
      (config.tools === undefined || config.tools.has(tool.name)),
  );
}

const INSTRUCTIONS =
  'mdadf reads and writes Jira issues and Confluence pages as Extended Markdown, losslessly: what Markdown has no syntax for (macros, layouts, attachments, inline comments, colours) travels as <!-- adf:... --> comments, which you keep when you edit. Read the resource mdadf://cheatsheet before writing. Long bodies come in pieces (pass the cursor you get back); confluence_get_page and confluence_update_page take a section (a heading) so you can read and replace one part of a long page. Writes answer with metadata only.';

/** The MCP server: the offered tools, the cheat sheet and the syntax reference as resources and a prompt. */
export function createMcpServer(
  info: ServerInfo,
  tools: readonly ToolSpec[],
  context: ToolContext,
): McpServer {
  const server = new McpServer(info, { instructions: INSTRUCTIONS });
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: tool.annotations,
      },
      async (args: unknown) => {
        try {
          const answer = await tool.run(args as never, context);
          const texts = typeof answer === 'string' ? [answer] : answer;
          return { content: texts.map((text) => ({ type: 'text' as const, text })) };
        } catch (error) {
          const line = context.site ? context.site.redact(errorLine(error)) : errorLine(error);
          if (isExpected(error)) log(`${tool.name}: ${line}`);
          else
            log(`${tool.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          return { content: [{ type: 'text' as const, text: line }], isError: true };
        }
      },
    );
  }
  server.registerResource(
    'cheatsheet',
    'mdadf://cheatsheet',
    {
      title: 'Markdown for Jira and Confluence',
      description:
        'The Markdown forms of panels, mentions, status, dates, macros, layouts, media and more: short',
      mimeType: 'text/markdown',
    },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: cheatSheet() }] }),
  );
  server.registerResource(
    'syntax',
    'mdadf://docs/syntax.md',
    {
      title: 'mdadf syntax reference',
      description: 'Every construct of Extended Markdown with the ADF it makes: long',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/markdown', text: await syntaxReference() }],
    }),
  );
  server.registerPrompt(
    'markdown_for_atlassian',
    {
      title: 'Markdown for Jira and Confluence',
      description: 'Puts the cheat sheet of Markdown forms for Jira and Confluence into the conversation',
    },
    () => ({ messages: [{ role: 'user', content: { type: 'text', text: cheatSheet() } }] }),
  );
  return server;
}
