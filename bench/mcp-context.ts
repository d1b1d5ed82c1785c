/**
 * `npm run bench:mcp`: the characters an agent spends (tool arguments plus answers, what enters
 * its context) to change one paragraph of a 50 KB Confluence page through `mdadf mcp`, reading
 * and writing the whole page against reading the outline, then the section, and replacing only
 * the section. The page is a real document (bench/corpus-docs/nodejs-api/net.md, converted),
 * on the fake site, through the built server over stdio.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convert } from '../src/convert/index.js';
import { addPage, addSpace } from '../tests/fake-atlassian/confluence.js';
import { confluenceModule } from '../tests/fake-atlassian/confluence.js';
import { DEMO_CREDENTIALS, startSite } from '../tests/fake-atlassian/server.js';
import { call, type McpSession, startMcp } from '../tests/mcp/harness.js';

const SOURCE = join(import.meta.dirname, 'corpus-docs', 'nodejs-api', 'net.md');
const SECTION = "Event: `'connection'`";

interface Spent {
  calls: number;
  sent: number;
  received: number;
}

async function spend(session: McpSession, spent: Spent, name: string, args: Record<string, unknown>) {
  const answer = await call(session, name, args);
  if (answer.isError) throw new Error(`${name}: ${answer.texts[0]}`);
  spent.calls++;
  spent.sent += JSON.stringify(args).length;
  spent.received += answer.texts.reduce((sum, text) => sum + text.length, 0);
  return answer.texts;
}

const fresh = (): Spent => ({ calls: 0, sent: 0, received: 0 });
const version = (header: string) => Number(/^version: (\d+)$/m.exec(header)![1]);

async function main() {
  const site = await startSite({ modules: [confluenceModule] });
  const space = addSpace(site, 'DOCS');
  const doc = convert(readFileSync(SOURCE, 'utf8'), { profile: 'atlassian' }).doc;
  const session = await startMcp({
    env: {
      ATLASSIAN_SITE: site.url,
      ATLASSIAN_EMAIL: DEMO_CREDENTIALS.email,
      ATLASSIAN_API_TOKEN: DEMO_CREDENTIALS.token,
    },
  });
  try {
    const edit = (markdown: string) => {
      const at = markdown.indexOf(`### ${SECTION}`);
      const paragraph = markdown.indexOf('\n\n', markdown.indexOf('\n\n', at) + 2) + 2;
      return `${markdown.slice(0, paragraph)}Edited by the agent. ${markdown.slice(paragraph)}`;
    };

    const whole = fresh();
    const page1 = addPage(site, { spaceId: space.id, title: 'net (whole)', body: JSON.stringify(doc) });
    let body = '';
    let header = '';
    let cursor: string | undefined;
    do {
      const texts = await spend(session, whole, 'confluence_get_page', {
        page_id: page1.id,
        ...(cursor ? { cursor } : {}),
      });
      header ||= texts[0];
      body += texts[1];
      cursor = /cursor: (\S+)/.exec(texts[0])?.[1];
    } while (cursor);
    await spend(session, whole, 'confluence_update_page', {
      page_id: page1.id,
      version: version(header),
      markdown: edit(body),
    });

    const bySection = fresh();
    const page2 = addPage(site, { spaceId: space.id, title: 'net (section)', body: JSON.stringify(doc) });
    const [outline] = await spend(session, bySection, 'confluence_get_page', {
      page_id: page2.id,
      outline: true,
    });
    const [sectionHeader, section] = await spend(session, bySection, 'confluence_get_page', {
      page_id: page2.id,
      section: SECTION,
    });
    await spend(session, bySection, 'confluence_update_page', {
      page_id: page2.id,
      version: version(sectionHeader),
      section: SECTION,
      markdown: edit(section),
    });

    const total = (s: Spent) => s.sent + s.received;
    const row = (name: string, s: Spent) =>
      `| ${name} | ${s.calls} | ${s.sent.toLocaleString('en')} | ${s.received.toLocaleString('en')} | ${total(s).toLocaleString('en')} | ≈ ${Math.round(total(s) / 4).toLocaleString('en')} |`;
    console.log(
      `page: ${body.length.toLocaleString('en')} characters of Markdown (${outline.split('\n').length} lines of outline), section ${section.length.toLocaleString('en')}`,
    );
    console.log('| way | calls | characters sent | characters received | total | tokens (chars / 4) |');
    console.log('|---|---|---|---|---|---|');
    console.log(row('whole page (read in pieces, write whole)', whole));
    console.log(row('by section (outline, section, write section)', bySection));
    console.log(`ratio: ${(total(whole) / total(bySection)).toFixed(1)}x fewer characters by section`);
    if (site.violations.length > 0) throw new Error(site.violations.join('\n'));
  } finally {
    await session.close();
    await site.close();
  }
}

await main();
