/**
 * `npm run fake-atlassian [-- --port N]`: the fake site for trying mdadf offline. Prints its URL
 * and the demo credentials (they open only this local fake), and every answer that breaks
 * Atlassian's description.
 */
import { demoEnv, gatewayUrl, startFakeAtlassian } from './index.js';

const portFlag = process.argv.indexOf('--port');
const port = portFlag >= 0 ? Number(process.argv[portFlag + 1]) : Number(process.env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write('fake-atlassian: --port takes a port number\n');
  process.exit(2);
}
const site = await startFakeAtlassian({
  port,
  onViolation: (message) => process.stderr.write(`fake-atlassian: violation: ${message}\n`),
});
const env = demoEnv(site);
process.stdout.write(
  `fake Atlassian site on ${site.url} (Jira projects PROJ and DEMO; Confluence spaces DOCS and DEMO; users Jane Doe, Ravi Kumar, Jane Smith)\n` +
    `demo credentials, for this local fake only:\n${Object.entries(env)
      .map(([name, value]) => `  export ${name}=${value}\n`)
      .join('')}as a scoped token's gateway: ATLASSIAN_SITE=${gatewayUrl(site, 'jira')}\n` +
    'Ctrl-C stops it; everything it holds is in memory.\n',
);
const stop = () => site.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
