import { confluenceModule } from '../fake-atlassian/confluence.js';
import { jiraRoutes } from '../fake-atlassian/jira.js';
import { DEMO_CREDENTIALS, type FakeSite, startSite } from '../fake-atlassian/server.js';
import { type McpSession, type StartOptions, startMcp } from './harness.js';

/** The fake site with Jira and Confluence, and `mdadf mcp` configured for it. */
export async function siteAndServer(
  options: StartOptions = {},
): Promise<{ site: FakeSite; session: McpSession; env: Record<string, string> }> {
  const site = await startSite({ modules: [jiraRoutes, confluenceModule] });
  const env = {
    ATLASSIAN_SITE: site.url,
    ATLASSIAN_EMAIL: DEMO_CREDENTIALS.email,
    ATLASSIAN_API_TOKEN: DEMO_CREDENTIALS.token,
    ...options.env,
  };
  const session = await startMcp({ ...options, env });
  return { site, session, env };
}
