import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerPhoneRedirect } from './phone-redirect';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

async function site(mobileSite: string | undefined = 'https://www.example.com/m/') {
  const app = Fastify();
  registerPhoneRedirect(app, () => mobileSite);
  app.get('/', async () => 'desktop page');
  app.get('/files/a.json', async () => 'a file');
  await app.ready();
  return app;
}

describe('phones are sent to the mobile site by the server', () => {
  it('redirects a phone asking for the page, and nothing else', async () => {
    const app = await site();
    const page = await app.inject({ url: '/', headers: { 'user-agent': IPHONE } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('https://www.example.com/m/');
    expect(page.headers.vary).toBe('User-Agent, Cookie');
    expect((await app.inject({ url: '/', headers: { 'user-agent': DESKTOP } })).body).toBe('desktop page');
    expect((await app.inject({ url: '/files/a.json', headers: { 'user-agent': IPHONE } })).body).toBe(
      'a file',
    );
  });

  it('keeps a phone that chose the desktop site on it, by a session cookie', async () => {
    const app = await site();
    const chosen = await app.inject({ url: '/?desktop=1', headers: { 'user-agent': IPHONE } });
    expect(chosen.body).toBe('desktop page');
    expect(chosen.headers['set-cookie']).toBe('marathon_desktop=1; Path=/; SameSite=Lax');
    const later = await app.inject({
      url: '/',
      headers: { 'user-agent': IPHONE, cookie: 'marathon_desktop=1' },
    });
    expect(later.body).toBe('desktop page');
  });

  it('leaves phones alone where no mobile site is set', async () => {
    const app = await site('');
    expect((await app.inject({ url: '/', headers: { 'user-agent': IPHONE } })).body).toBe('desktop page');
  });
});
