import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../site/site';

/**
 * What the dev loop's figure measures, shared by its journey and its benchmark: the time from saving a remote's
 * component to the changed markup on screen, on a copy of remote-content (the tracked source is never touched).
 */
export interface RemoteCopy {
  dir: string;
  /** The component each save changes (the home page). */
  component: string;
  remove(): void;
}

/** A copy inside remote-content's folder, so its dependencies resolve exactly as the original's do. */
export function copyContentRemote(): RemoteCopy {
  const original = join(REPO_ROOT, 'remote-content');
  const dir = mkdtempSync(join(original, '.dev-loop-'));
  for (const entry of ['src', 'index.html', 'package.json', 'vite.config.ts', 'vite.first-paint.config.ts']) {
    cpSync(join(original, entry), join(dir, entry), { recursive: true });
  }
  // One folder deeper: the shared TypeScript settings are two levels up.
  const tsconfig = readFileSync(join(original, 'tsconfig.json'), 'utf8');
  writeFileSync(
    join(dir, 'tsconfig.json'),
    tsconfig.replace('../tsconfig.base.json', '../../tsconfig.base.json'),
  );
  return {
    dir,
    component: join(dir, 'src/home/HomePage.tsx'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Saves the home page `saves` times, each with a new attribute on its root, and waits (up to `limitMs`, a
 * generous bound, not a sleep) for the open page to show it. Returns each save's milliseconds.
 */
export async function timeSaves(
  page: Page,
  copy: RemoteCopy,
  saves: number,
  limitMs = 120_000,
): Promise<number[]> {
  const times: number[] = [];
  for (let save = 1; save <= saves; save += 1) {
    const source = readFileSync(copy.component, 'utf8');
    const changed = source.replace(
      /<div data-testid="home-page"[^>]*>/,
      `<div data-testid="home-page" data-dev-save="${save}">`,
    );
    if (changed === source)
      throw new Error(`${copy.component} has no <div data-testid="home-page"> to change`);
    const saved = Date.now();
    writeFileSync(copy.component, changed);
    await page.locator(`[data-dev-save="${save}"]`).waitFor({ timeout: limitMs });
    times.push(Date.now() - saved);
  }
  return times;
}
