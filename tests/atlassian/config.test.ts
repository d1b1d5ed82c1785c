import { describe, expect, it } from 'vitest';
import { baseFor, ConfigError, isGateway, readConfig, redact } from '../../src/atlassian/config.js';

describe('readConfig', () => {
  it('Basic from e-mail and API token; the site without its trailing slash', () => {
    const config = readConfig({
      env: {
        ATLASSIAN_SITE: 'https://acme.atlassian.net/',
        ATLASSIAN_EMAIL: 'a@b.c',
        ATLASSIAN_API_TOKEN: 'tok-1234',
      },
    });
    expect(config.site).toBe('https://acme.atlassian.net');
    expect(config.authorization).toBe(`Basic ${Buffer.from('a@b.c:tok-1234').toString('base64')}`);
  });

  it('Bearer from ATLASSIAN_BEARER_TOKEN; --site wins; a gateway URL keeps its path', () => {
    const config = readConfig({
      site: 'https://api.atlassian.com/ex/jira/1234-abcd/',
      env: { ATLASSIAN_SITE: 'https://other.example', ATLASSIAN_BEARER_TOKEN: 'pat-5678' },
    });
    expect(config).toEqual({
      site: 'https://api.atlassian.com/ex/jira/1234-abcd',
      authorization: 'Bearer pat-5678',
      secrets: ['pat-5678'],
    });
  });

  it.each([
    [{}, 'no site: set ATLASSIAN_SITE (https://your-site.atlassian.net) or pass --site'],
    [{ ATLASSIAN_SITE: 'acme' }, 'the site "acme" is not a URL (https://your-site.atlassian.net)'],
    [{ ATLASSIAN_SITE: 'ftp://acme' }, 'the site "ftp://acme" is not an http(s) URL'],
    [
      { ATLASSIAN_SITE: 'https://me:pw@acme.atlassian.net' },
      'the site URL must not carry credentials: use ATLASSIAN_EMAIL and ATLASSIAN_API_TOKEN',
    ],
    [
      { ATLASSIAN_SITE: 'https://acme.atlassian.net' },
      'no credentials: set ATLASSIAN_EMAIL and ATLASSIAN_API_TOKEN (Cloud), or ATLASSIAN_BEARER_TOKEN (Data Center, OAuth)',
    ],
    [
      { ATLASSIAN_SITE: 'https://acme.atlassian.net', ATLASSIAN_EMAIL: 'a@b.c' },
      'ATLASSIAN_EMAIL is set but ATLASSIAN_API_TOKEN is not',
    ],
    [
      { ATLASSIAN_SITE: 'https://acme.atlassian.net', ATLASSIAN_API_TOKEN: 't' },
      'ATLASSIAN_API_TOKEN is set but ATLASSIAN_EMAIL is not',
    ],
  ])('%j → %s', (env, message) => {
    expect(() => readConfig({ env })).toThrow(new ConfigError(message));
  });

  it('the error for a site with credentials does not repeat them', () => {
    expect(() => readConfig({ env: { ATLASSIAN_SITE: 'https://me:hunter22@acme.atlassian.net' } })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter22') }),
    );
  });
});

describe('redact', () => {
  it('takes out each secret and its URL-encoded form', () => {
    expect(redact('a tok/en+1 b tok%2Fen%2B1 c', ['tok/en+1'])).toBe('a [redacted] b [redacted] c');
  });
});

describe('the gateway', () => {
  const jira = 'https://api.atlassian.com/ex/jira/1f2e3d4c-0000-4000-8000-000000000000';
  const confluence = 'https://api.atlassian.com/ex/confluence/1f2e3d4c-0000-4000-8000-000000000000';
  it('is told by its path, for either product', () => {
    expect(
      [jira, confluence, 'https://acme.atlassian.net', 'https://x.example/ex/jira'].map(isGateway),
    ).toEqual([true, true, false, false]);
  });
  it("sends each product's paths below its own prefix, whichever the site names", () => {
    for (const site of [jira, confluence]) {
      expect(baseFor(site, '/wiki/api/v2/pages')).toBe(confluence);
      expect(baseFor(site, '/rest/api/3/issue')).toBe(jira);
    }
    expect(baseFor('https://acme.atlassian.net', '/wiki/api/v2/pages')).toBe('https://acme.atlassian.net');
  });
});
