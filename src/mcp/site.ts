import {
  AtlassianClient,
  ConfigError,
  type ConfluenceHttp,
  confluenceHttp,
  readConfig,
} from '../atlassian/index.js';
import { McpConfigError } from './config.js';
import { ToolError } from './errors.js';

/**
 * The Jira/Confluence site the Atlassian tools talk to: one shared client (retries, rate
 * limits, timeouts, credentials kept out of every message), configured from ATLASSIAN_*.
 */
export interface Site {
  /** The base URL, without a trailing slash. */
  url: string;
  client: AtlassianClient;
  confluence: ConfluenceHttp;
  /** The text with the credentials taken out. */
  redact(text: string): string;
}

const SETTINGS = ['ATLASSIAN_SITE', 'ATLASSIAN_EMAIL', 'ATLASSIAN_API_TOKEN', 'ATLASSIAN_BEARER_TOKEN'];

/**
 * The site, or none when no ATLASSIAN_* setting is there at all (the server then offers the
 * converter tools alone). Settings that are there but incomplete or malformed stop the server
 * with one line naming what to set: a half-configured site is a mistake to show, not to hide.
 */
export function openSite(env: Readonly<Record<string, string | undefined>>): Site | undefined {
  if (SETTINGS.every((name) => !env[name]?.trim())) return undefined;
  try {
    const client = new AtlassianClient({ config: readConfig({ env }) });
    return {
      url: client.site,
      client,
      confluence: confluenceHttp(client),
      redact: (text) => client.redact(text),
    };
  } catch (error) {
    if (error instanceof ConfigError) throw new McpConfigError(error.message);
    throw error;
  }
}

/** The site of a tool that needs one (such tools are offered only with a site, so this is a guard). */
export function siteOf(context: { site?: Site }): Site {
  if (!context.site)
    throw new ToolError('no Atlassian site is configured: set ATLASSIAN_SITE and credentials');
  return context.site;
}
