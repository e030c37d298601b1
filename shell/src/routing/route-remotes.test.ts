import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cloudConfigSchema } from '@marathon/shared/api';
import { describe, expect, it } from 'vitest';
import { hashPath, routeModules } from './route-remotes';

const SEEDED_PATH = join(import.meta.dirname, '../../../api/content/sites/localhost/index.json');
const seeded = cloudConfigSchema.parse(JSON.parse(readFileSync(SEEDED_PATH, 'utf8')) as unknown);

describe('the remote modules a page will render, named from the cloud configuration', () => {
  it('reads the route path of a hash address', () => {
    expect(hashPath('#/news-notice/race-news/?page=2')).toBe('/news-notice/race-news');
    expect(hashPath('')).toBe('/');
  });

  it('names the home page’s content and entry cards', () => {
    expect(routeModules(seeded, '#/home')).toEqual({ content: ['./HomePage'], search: ['./SearchEntries'] });
    expect(routeModules(seeded, '#/')).toEqual({ content: ['./HomePage'], search: ['./SearchEntries'] });
  });

  it('follows a group’s redirect to the page it shows', () => {
    expect(routeModules(seeded, '#/news-notice')).toEqual({ content: ['./DocumentListPage'] });
    expect(routeModules(seeded, '#/race-information/race-rules')).toEqual({ content: ['./DocumentPage'] });
  });

  it('names lookups, the stand-alone sign-up pages, and nothing for an unknown page', () => {
    expect(routeModules(seeded, '#/score-search')).toEqual({ search: ['./ScoreSearch'] });
    expect(routeModules(seeded, '#/post')).toEqual({ signup: ['./SignupPage'] });
    expect(routeModules(seeded, '#/no-such-page')).toEqual({});
  });
});
