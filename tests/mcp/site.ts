import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { demoEnv, type FakeSite, startFakeAtlassian } from '../fake-atlassian/index.js';
import { type McpSession, type StartOptions, startMcp } from './harness.js';

/** The fake site with Jira and Confluence, and `mdadf mcp` configured for it. */
export async function siteAndServer(
  options: StartOptions = {},
): Promise<{ site: FakeSite; session: McpSession; env: Record<string, string> }> {
  const site = await startFakeAtlassian();
  const env = { ...demoEnv(site), ...options.env };
  const session = await startMcp({ ...options, env });
  return { site, session, env };
}

/**
 * The site and the server for the tests of one file: started before them, closed after them;
 * each test starts with no fault and an empty log, and must leave no violation of the
 * descriptions behind. The fields are there once the file's own `beforeAll` runs.
 */
export function useSiteAndServer(options: StartOptions | (() => StartOptions) = {}): {
  site: FakeSite;
  session: McpSession;
  env: Record<string, string>;
} {
  const live = {} as { site: FakeSite; session: McpSession; env: Record<string, string> };
  beforeAll(async () => {
    Object.assign(live, await siteAndServer(typeof options === 'function' ? options() : options));
  });
  afterAll(async () => {
    await live.session?.close();
    await live.site?.close();
  });
  beforeEach(() => {
    live.site.clearFaults();
    live.site.resetLog();
  });
  afterEach(() => {
    expect(live.site.violations.splice(0)).toEqual([]);
  });
  return live;
}

/** The `name: value` lines of an answer's header, as an object. */
export const header = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((l) => /^\w+: /.test(l))
      .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
  );
