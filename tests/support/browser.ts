import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../bench/src/browser';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Debian's Chromium quiet on a machine with a closed network (the benches' own), and one more. */
const ARGS = [
  ...CHROMIUM_FLAGS,
  // A page a journey rewrites in flight counts as public, and Chromium would then refuse its calls to the
  // local API; every page here is on this machine, so the check has nothing to protect.
  '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
];

export interface Browser {
  context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** A fresh profile each time: no cookie or storage leaks from one journey file to the next. */
export async function launchBrowser(
  options: {
    userAgent?: string;
    ignoreHTTPSErrors?: boolean;
    bypassCSP?: boolean;
    /** Host names sent to this machine (a made-up public name such as marathon.test), without /etc/hosts. */
    hostsOnThisMachine?: string[];
    /** Device pixels per CSS pixel (2 for a retina laptop, 3 for most phones); 1 unless told. */
    deviceScaleFactor?: number;
    /** A phone: the window's size, the page's viewport meta tag honoured and touch events, as on the device. */
    phone?: { width: number; height: number };
  } = {},
): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'marathon-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...ARGS,
      ...(options.hostsOnThisMachine?.length
        ? [
            `--host-resolver-rules=${options.hostsOnThisMachine.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`,
          ]
        : []),
    ],
    viewport: options.phone ?? { width: 1280, height: 900 },
    ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
    ...(options.deviceScaleFactor ? { deviceScaleFactor: options.deviceScaleFactor } : {}),
    locale: 'zh-CN',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    // A test proxy's self-signed certificate (the HTTPS deployment journey).
    ...(options.ignoreHTTPSErrors ? { ignoreHTTPSErrors: true } : {}),
    // A test tool injected as an inline script (axe-core): the site's CSP rightly refuses inline scripts.
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
  });
  return {
    context,
    async newPage() {
      const page = await context.newPage();
      // Generous: two journey files run at once on two cores, and a page load under that waits on the site's
      // scripts and remotes; a limit only ends a run that is really stuck.
      page.setDefaultTimeout(30_000);
      page.setDefaultNavigationTimeout(60_000);
      return page;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
