import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from './browser';

/** The flags our closed network needs; chrome-launcher adds its own quiet defaults. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * One Lighthouse navigation with the desktop preset (simulated throttling: 40 ms round trips, 10 Mbit/s), the
 * performance category only, in a Chromium of its own: a fresh profile, so every run starts with a cold cache
 * on every origin (the remotes' included). Debian's Chromium unless CHROME_PATH names another.
 */
export async function auditPage(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
