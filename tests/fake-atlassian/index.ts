/**
 * The fake site with every product mounted, and the environment a client needs to reach it.
 * Products add their route module to MODULES.
 */
import { confluenceModule } from './confluence.js';
import { jiraRoutes } from './jira.js';
import {
  DEMO_CREDENTIALS,
  FAKE_CLOUD_ID,
  type FakeSite,
  type RouteModule,
  type SiteOptions,
  startSite,
} from './server.js';

export const MODULES: RouteModule[] = [jiraRoutes, confluenceModule];

export function startFakeAtlassian(options: Partial<SiteOptions> = {}): Promise<FakeSite> {
  return startSite({ modules: MODULES, ...options });
}

/** ATLASSIAN_* for the demo account on `site` (Basic, as on Cloud). */
export function demoEnv(site: FakeSite): Record<string, string> {
  return {
    ATLASSIAN_SITE: site.url,
    ATLASSIAN_EMAIL: DEMO_CREDENTIALS.email,
    ATLASSIAN_API_TOKEN: DEMO_CREDENTIALS.token,
  };
}

/** The gateway address of a product on `site`, as a scoped token uses it. */
export const gatewayUrl = (site: FakeSite, product: 'jira' | 'confluence') =>
  `${site.url}/ex/${product}/${FAKE_CLOUD_ID}`;

export { DEMO_CREDENTIALS, FAKE_CLOUD_ID, type FakeSite, startSite };
