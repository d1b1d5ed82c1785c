/**
 * `npm run bench:mcp`: the characters an agent spends (tool arguments plus answers, what enters
 * its context) to change one paragraph of a 50 KB Confluence page through `mdadf mcp`, reading
 * and writing the whole page against reading the outline, then the section, and replacing only
 * the section. The page is a real document (bench/corpus-docs/nodejs-api/net.md, converted),
 * on the fake site, through the built server over stdio.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convert } from '../src/compose/convert.js';
import { addPage, confluenceModule, spaceOf } from '../tests/fake-atlassian/confluence.js';
import { DEMO_CREDENTIALS, startSite } from '../tests/fake-atlassian/server.js';
import { call, type McpSession, startMcp } from '../tests/mcp/harness.js';

const SOURCE = join(import.meta.dirname, 'corpus-docs', 'nodejs-api', 'net.md');
const SECTIONS = ["Event: `'connection'`", 'Class: `net.Server`'];

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
  const space = spaceOf(site, 'DOCS');
  const doc = convert(readFileSync(SOURCE, 'utf8'), { profile: 'atlassian' }).doc;
  const session = await startMcp({
    env: {
      ATLASSIAN_SITE: site.url,
      ATLASSIAN_EMAIL: DEMO_CREDENTIALS.email,
      ATLASSIAN_API_TOKEN: DEMO_CREDENTIALS.token,
    },
  });
  try {
    // The first paragraph after the section's heading gets a sentence more.
    const edit = (markdown: string, section: string) => {
      const at = markdown.search(new RegExp(`^#+ ${section.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
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
      markdown: edit(body, SECTIONS[0]),
    });

    const bySection: { name: string; size: number; spent: Spent }[] = [];
    let outlineLines = 0;
    for (const [index, name] of SECTIONS.entries()) {
      const spent = fresh();
      const page = addPage(site, {
        spaceId: space.id,
        title: `net (section ${index})`,
        body: JSON.stringify(doc),
      });
      const [outline] = await spend(session, spent, 'confluence_get_page', {
        page_id: page.id,
        outline: true,
      });
      outlineLines = outline.split('\n').length;
      const [sectionHeader, section] = await spend(session, spent, 'confluence_get_page', {
        page_id: page.id,
        section: name,
      });
      await spend(session, spent, 'confluence_update_page', {
        page_id: page.id,
        version: version(sectionHeader),
        section: name,
        markdown: edit(section, name),
      });
      bySection.push({ name, size: section.length, spent });
    }

    const total = (s: Spent) => s.sent + s.received;
    const n = (value: number) => value.toLocaleString('en');
    const row = (name: string, s: Spent, ratio: string) =>
      `| ${name} | ${s.calls} | ${n(s.sent)} | ${n(s.received)} | ${n(total(s))} | ≈ ${n(Math.round(total(s) / 4))} | ${ratio} |`;
    console.log(`page: ${n(body.length)} characters of Markdown, outline of ${outlineLines} lines`);
    console.log(
      '| way | calls | characters sent | characters received | total | tokens (chars / 4) | of whole |',
    );
    console.log('|---|---|---|---|---|---|---|');
    console.log(row('whole page: read in pieces, write whole', whole, '1'));
    for (const { name, size, spent } of bySection) {
      const label = `by section ${name} (${n(size)} characters): outline, section, write section`;
      console.log(row(label, spent, (total(spent) / total(whole)).toFixed(3)));
    }
    if (site.violations.length > 0) throw new Error(site.violations.join('\n'));
  } finally {
    await session.close();
    await site.close();
  }
}

await main();
