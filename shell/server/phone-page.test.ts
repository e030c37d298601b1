import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_PAGE_IDS } from '@marathon/shared/phone-lookup';
import { phoneIndexHtml } from './fixtures.test-support';
import type { HomeShareTags } from './page-share/page-share';
import type { RuntimeSettings } from './runtime-config';
import { PHONE_LOOKUP_START, readPhoneTemplate, registerPhonePage, type PhoneTemplate } from './phone-page';
import { withSiteContext } from './site-context.test-support';

const BUILT = phoneIndexHtml();

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function indexFile(html: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'phone-page-'));
  folders.push(folder);
  writeFileSync(join(folder, 'index.html'), html);
  return join(folder, 'index.html');
}

let template: PhoneTemplate;

async function phoneApp(
  html = BUILT,
  {
    shareTags,
    settings = { apiBase: 'https://api.example.org/</script>' },
  }: {
    shareTags?: HomeShareTags;
    settings?: RuntimeSettings;
  } = {},
) {
  const app = withSiteContext(Fastify(), { settings });
  template = readPhoneTemplate({ indexFile: indexFile(html), prefix: '/m/' });
  registerPhonePage(app, template, '/m/', shareTags);
  await app.ready();
  return app;
}

describe("the phone site's page", () => {
  it('carries the manifest the phone site reads and the lookup starter before its scripts, in the cookie’s language', async () => {
    const app = await phoneApp();
    for (const url of ['/m/', '/m/index.html', '/m/pickup']) {
      const answer = await app.inject({ url, headers: { cookie: 'language=en' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
      const html = answer.body;
      expect(html).toContain('<html lang="en" data-language="en">');
      const manifest = new RegExp(
        `<script type="application/json" id="${PHONE_PAGE_IDS.manifest}">(.*?)</script>`,
      ).exec(html)?.[1];
      // Only the addresses and features the phone site reads (no cipher pair, no remotes), '<' escaped.
      expect(JSON.parse(manifest ?? 'null')).toEqual({
        apiBase: 'https://api.example.org/</script>',
        fileHost: expect.any(String) as unknown,
        features: { showCharity: true },
      });
      expect(manifest).not.toContain('</script>');
      expect(html.indexOf(`<script>${PHONE_LOOKUP_START.text}</script>`)).toBeGreaterThan(
        html.indexOf(manifest ?? ''),
      );
      expect(html.indexOf(PHONE_LOOKUP_START.text)).toBeLessThan(html.indexOf('/m/assets/index-abcdefgh.js'));
      // Before the starter: an old result link moves to the result's own address, and nothing is asked here.
      expect(html.indexOf(`<script>${template.openResult.text}</script>`)).toBeGreaterThan(0);
      expect(html.indexOf(template.openResult.text)).toBeLessThan(html.indexOf(PHONE_LOOKUP_START.text));
    }
    const chinese = await app.inject({ url: '/m/' });
    expect(chinese.body).toContain('<html lang="zh-CN" data-language="zh">');
    await app.close();
  });

  it('names the starter and the move by the hashes of their exact texts, as the page policy allows them', async () => {
    const app = await phoneApp();
    for (const script of [PHONE_LOOKUP_START, template.openResult]) {
      const hash = createHash('sha256').update(script.text).digest('base64');
      expect(script.hash).toBe(`'sha256-${hash}'`);
      expect(template.scriptHashes).toContain(script.hash);
    }
    await app.close();
  });

  it('is made and compressed once per origin, language and content version, not once per view', async () => {
    let content = { html: '<meta property="og:title" content="扬州">', version: 'v1' };
    // No API address configured: each origin's manifest names its own.
    const app = await phoneApp(BUILT, { shareTags: async () => content, settings: {} });
    const write = vi.spyOn(template, 'write');
    const view = (host: string, cookie = 'language=zh', encoding = 'identity') =>
      app.inject({ url: '/m/', headers: { host, cookie, 'accept-encoding': encoding } });

    const first = await view('www.example.org');
    expect(first.body).toContain('<meta property="og:title" content="扬州">');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await view('www.example.org', 'language=zh', encoding);
      expect(again.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(again.rawPayload).toString()
          : encoding === 'gzip'
            ? gunzipSync(again.rawPayload).toString()
            : again.body;
      expect(body).toBe(first.body);
    }
    expect(write).toHaveBeenCalledTimes(1);

    // Another language, another origin (its own manifest), new content: each a page of its own, made once.
    const english = await view('www.example.org', 'language=en');
    expect(english.body).toContain('<html lang="en" data-language="en">');
    const other = await view('m.example.net');
    expect(other.body).not.toBe(first.body);
    expect(other.body).toContain('m.example.net');
    expect(first.body).not.toContain('m.example.net');
    expect(write).toHaveBeenCalledTimes(3);
    content = { html: '<meta property="og:title" content="扬州鉴真">', version: 'v2' };
    const edited = await view('www.example.org');
    expect(edited.body).toContain('content="扬州鉴真"');
    await view('www.example.org');
    expect(write).toHaveBeenCalledTimes(4);
    await app.close();
  });

  it('refuses to start with a built page that has no place for it', async () => {
    await expect(phoneApp(BUILT.replace('<!--marathon:phone-head-->', ''))).rejects.toThrow(
      /rebuild the phone site/,
    );
  });
});
