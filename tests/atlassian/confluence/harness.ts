import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';
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

/** A real PNG of the given size (one grey row repeated), made with zlib rather than kept as a binary fixture. */
export function png(width: number, height: number, shade = 128): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, shade)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

export type Site = FakeSite;
