import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from './browser';
import { pageFigures, type PageFigures } from './lighthouse-figures';
import { printMedians } from './lighthouse-table';
import type { BenchContext } from './types';

export const title =
  'Lighthouse 12: the result link beside the home page (desktop, quiet and with a busy machine), and the phone result card at 360 px (mobile preset)';

/** LIGHTHOUSE_RUNS: runs of each page in each setting (medians are printed). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
/** LIGHTHOUSE_ONLY=phone: the phone card alone (the desktop runs take most of the bench's time). */
const PHONE_ONLY = process.env.LIGHTHOUSE_ONLY === 'phone';

/** Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) on a 360 px wide phone. */
const PHONE_360: Config = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 360, height: 740, deviceScaleFactor: 3, disabled: false },
    emulatedUserAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  },
};

async function audit(url: string, config: Config): Promise<Result> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
      config,
    );
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Two processes that spin on a core each: "a busy machine beside it". */
function startBusyMachine(): ChildProcess[] {
  return [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}

/**
 * `npx tsx scripts/bench/index.ts result-page-lighthouse`: the newest year's winner's result link
 * (#/score-search?year=…&bib=…) beside the home page, Lighthouse's desktop preset, RUNS times each, first on the
 * machine as it is, then with two processes spinning beside it; then the same result on a phone in the mobile preset
 * at 360 px: its own address (/m/r/<year>/<bib>, painted by the shell's server) and the old hash link (what the
 * desktop address redirects to). LIGHTHOUSE_ONLY=phone runs the phone part alone.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const first = (await (
    await fetch(site.apiUrl('/race-data/api/results?year=2024&item=half&page=1&pageSize=1'))
  ).json()) as {
    data: { rows: { bib: string }[] };
  };
  const bib = first.data.rows[0]?.bib;
  if (!bib) throw new Error('no 2024 result');
  const link = `/score-search?year=2024&bib=${bib}`;
  const pages = [
    { page: 'home', url: site.url() },
    { page: 'result', url: site.url(link) },
  ];
  const rows: { page: string; build: string; runs: PageFigures[] }[] = [];
  for (const busy of PHONE_ONLY ? [] : [false, true]) {
    const burners = busy ? startBusyMachine() : [];
    try {
      const runs = new Map<string, PageFigures[]>();
      for (let i = 0; i < RUNS; i += 1) {
        for (const { page, url } of pages)
          runs.set(page, [...(runs.get(page) ?? []), await pageFigures(await audit(url, desktopConfig))]);
      }
      console.log(
        `  desktop, ${busy ? 'busy machine' : 'as it is  '}: load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
      );
      for (const { page } of pages)
        rows.push({ page, build: busy ? 'busy' : 'quiet', runs: runs.get(page) ?? [] });
    } finally {
      for (const burner of burners) burner.kill();
    }
  }
  // The result's own address, whose card the shell's server paints, and the old hash link (the desktop link's
  // redirect), drawn by the bundle with the lookup the page starts inline.
  const phones = [
    { page: 'phone', url: `${site.url()}m/r/2024/${encodeURIComponent(bib)}` },
    { page: 'phone #', url: `${site.url()}m/#${link}` },
  ];
  const phone = new Map<string, PageFigures[]>();
  for (let i = 0; i < RUNS; i += 1) {
    for (const { page, url } of phones)
      phone.set(page, [...(phone.get(page) ?? []), await pageFigures(await audit(url, PHONE_360))]);
  }
  console.log(
    `  phone: load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const { page } of phones) rows.push({ page, build: 'mobile 360', runs: phone.get(page) ?? [] });
  printMedians(rows);
  console.log(
    '  goals: result link JS until its card <= 150 KiB (see first-screen figures), TBT <= 150 ms quiet and busy; phone LCP <= 1500 ms, CLS 0',
  );
  console.log("  (the JS column is every script Lighthouse saw load, the card's later parts included)");
}
