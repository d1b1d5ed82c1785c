import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { AtlassianClient } from '../../../src/atlassian/client.js';
import { readConfig } from '../../../src/atlassian/config.js';
import { confluenceHttp } from '../../../src/atlassian/confluence/http.js';
import { type PushOptions, pushTree } from '../../../src/atlassian/confluence/push.js';
import { confluenceModule, spaceOf } from '../../fake-atlassian/confluence.js';
import { DEMO_CREDENTIALS, type FakeSite, startSite } from '../../fake-atlassian/server.js';

/** A fake site with one space, a client on it that waits no real time between retries, and a scratch folder. */
export async function confluenceSite(spaceKey = 'DOCS') {
  const site = await startSite({ modules: [confluenceModule] });
  const space = spaceOf(site, spaceKey);
  const env = {
    ATLASSIAN_SITE: site.url,
    ATLASSIAN_EMAIL: DEMO_CREDENTIALS.email,
    ATLASSIAN_API_TOKEN: DEMO_CREDENTIALS.token,
  };
  const waits: number[] = [];
  const client = new AtlassianClient({
    config: readConfig({ env }),
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  const http = confluenceHttp(client);
  const push = (path: string, options: Partial<PushOptions> = {}) =>
    pushTree({ http, site: site.url, path, space: spaceKey, ...options });
  return { site, space, env, client, http, push, waits };
}

export function scratch(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), 'mdadf-confluence-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

export { png } from '../png.js';

export type Site = FakeSite;
