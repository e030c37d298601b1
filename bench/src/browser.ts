import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** The flags Debian's Chromium needs on our closed network (Lighthouse's launch uses them too). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium with the flags our closed network needs; a fresh profile (cold cache) per call. */
export async function withBrowser<T>(
  work: (context: BrowserContext) => Promise<T>,
  /** A phone: its user agent and screen (the phone site's bench). */
  device?: { userAgent: string; width: number; height: number },
): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'marathon-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: device ? { width: device.width, height: device.height } : { width: 1280, height: 900 },
    ...(device ? { userAgent: device.userAgent, isMobile: true, hasTouch: true } : {}),
    args: CHROMIUM_FLAGS,
  });
  try {
    return await work(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
