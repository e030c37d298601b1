import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, siteConfigSchema } from '@marathon/shared/api';

/** The content api/ ships (the default CONTENT_DIR): what `npm start` serves must be loadable by the client. */
const CONTENT_DIR = fileURLToPath(new URL('../../../../content', import.meta.url));

function readJson(relative: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, relative), 'utf8'));
}

describe('shipped content', () => {
  it('has a valid site config for every site folder, localhost included', () => {
    const sites = fs.readdirSync(path.join(CONTENT_DIR, 'sites'));
    expect(sites).toContain('localhost');
    for (const site of sites) {
      expect(() => siteConfigSchema.parse(readJson(CONTENT_PATHS.siteConfig(site))), site).not.toThrow();
    }
  });

  it.each(CONTENT_PATHS.translations)('%s holds a zh and an en dictionary', (file) => {
    const json = readJson(file) as Record<string, unknown>;
    for (const language of ['zh', 'en']) {
      expect(typeof json[language]).toBe('object');
      expect(Object.keys(json[language] as object).length).toBeGreaterThan(0);
    }
  });
});
