import type { CloudConfig, SiteConfig } from '@marathon/shared/api';
import { expect } from 'vitest';
import type { TestSite } from './site';

/** The seeded configuration as the API serves it, so journeys compare the page with the configuration. */
export async function fetchSiteContent(
  site: TestSite,
): Promise<{ cloud: CloudConfig; siteConfig: SiteConfig }> {
  const [cloud, siteConfig] = await Promise.all([
    fetch(site.apiUrl('/files/sites/localhost/index.json')).then((r) => r.json() as Promise<CloudConfig>),
    fetch(site.apiUrl('/files/sites/localhost/config.json')).then((r) => r.json() as Promise<SiteConfig>),
  ]);
  return { cloud, siteConfig };
}

/** Top-level menu titles in configuration order, as the shell should show them. */
export function menuTitles(cloud: CloudConfig, language: 'zh' | 'en', showCharity = true): string[] {
  const nodes = [...cloud.routes, ...cloud.remoteAsyncRoutes].flatMap((node) =>
    node.path === '/' ? (node.children ?? []).map((c) => ({ ...c, path: `/${c.path}` })) : [node],
  );
  return cloud.menu
    .filter((path) => showCharity || !path.includes('charity'))
    .map((path) => {
      const node = nodes.find((candidate) => candidate.path === path);
      if (!node) throw new Error(`menu names ${path}, which no route defines`);
      return language === 'en' ? (node.meta.titleEn ?? node.meta.title) : node.meta.title;
    });
}

/**
 * Waits until the shell's server paints the content remote's views: it renders them once per content and first
 * paint, off the page's path, so the first view after a start or a deploy may go out without them.
 */
export async function firstPaintReady(site: TestSite, language: 'zh' | 'en' = 'zh'): Promise<void> {
  const cookie = language === 'en' ? 'language=en' : 'language=zh';
  await expect
    .poll(
      () =>
        fetch(site.url(), { headers: { cookie } })
          .then((response) => response.text())
          .then((html) => html.includes('<template data-routes=')),
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe(true);
}
