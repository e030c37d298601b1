import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchFile } from './fetch-file';

const schema = z.object({ logo: z.string(), adListTop: z.array(z.string()).default([]) });

function serve(body: unknown) {
  const fetchSpy = vi.fn(
    async (_url: RequestInfo | URL) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a file from the file host', () => {
  it('answers the parsed value, its defaults applied', async () => {
    const fetchSpy = serve({ logo: 'logo.png' });
    const file = await fetchFile('https://files.example.test/sites/a/config.json', schema, { t: 7 });
    expect(file).toEqual({ logo: 'logo.png', adListTop: [] });
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('config.json?t=7');
  });

  it('rejects a file that does not match its schema, like a missing one', async () => {
    serve({ adListTop: 'not a list' });
    await expect(fetchFile('https://files.example.test/sites/a/config.json', schema)).rejects.toThrow();
  });
});
