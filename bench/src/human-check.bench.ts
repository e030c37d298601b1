import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import type * as Altcha from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type * as AltchaWebPbkdf2 from 'altcha-lib/algorithms/web/pbkdf2';
import { endpoints } from '../../shared/src/api/endpoints';
import type { ChallengeAnswer, PowChallenge } from '../../shared/src/api/user-center';
import { POW_DEFAULTS } from '../../api/src/platform/config/config';
import { issueChallenge } from '../../api/src/modules/accounts/verification/human-check';
import { withBrowser } from './browser';
import type { BenchContext } from './types';

export const title =
  'Human check: the proof of work a browser does per code send, and what 1,000 sends cost a script';

/** Challenges the browser solves (from the production API, at its default difficulty). */
const BROWSER_SOLVES = 10;
/** Code sends a script pays for; HUMAN_CHECK_BENCH_SENDS changes it. */
const SCRIPT_SENDS = Number(process.env.HUMAN_CHECK_BENCH_SENDS) || 1000;

/** altcha-lib's browser build (the ES modules remote-auth bundles), served to the page under this path. */
const LIBRARY_PATH = '/__bench_altcha/';
const libraryDir = join(dirname(createRequire(import.meta.url).resolve('altcha-lib')), '../../esm/v2');

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return { mean, median: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? NaN };
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function fetchChallenge(url: string): Promise<ChallengeAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', terminalType: '3', osId: '1002' },
    body: JSON.stringify({ scene: 'nc_login' }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: ChallengeAnswer };
  if (envelope.code !== 0) throw new Error(`challenge: ${envelope.msg}`);
  return envelope.data;
}

/**
 * Real Chromium solving real challenges of the production API with the library code the slider runs
 * (solveChallenge + WebCrypto PBKDF2), one after another as a visitor's page would, on the site's origin.
 */
async function browserSolves(context: BenchContext): Promise<{ times: number[]; counters: number[] }> {
  const challenges: PowChallenge[] = [];
  for (let i = 0; i < BROWSER_SOLVES; i++) {
    challenges.push((await fetchChallenge(context.site.apiUrl(endpoints.captchaChallenge.path))).pow);
  }
  return withBrowser(async (browser) => {
    await browser.route(`**${LIBRARY_PATH}**`, async (route) => {
      const relative = normalize(new URL(route.request().url()).pathname.slice(LIBRARY_PATH.length));
      if (relative.startsWith('..')) return route.abort();
      await route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(join(libraryDir, relative), 'utf8'),
      });
    });
    const page = await browser.newPage();
    await page.goto(context.site.url(), { waitUntil: 'domcontentloaded' });
    return page.evaluate(
      async ({ challenges, base }) => {
        const lib = (await import(`${base}index.js`)) as typeof Altcha;
        const web = (await import(`${base}algorithms/web/pbkdf2.js`)) as typeof AltchaWebPbkdf2;
        const times: number[] = [];
        const counters: number[] = [];
        for (const challenge of challenges) {
          const start = performance.now();
          const solution = await lib.solveChallenge({ challenge, deriveKey: web.deriveKey });
          times.push(performance.now() - start);
          if (!solution) throw new Error('the browser did not solve a challenge');
          counters.push(solution.counter);
        }
        return { times, counters };
      },
      { challenges, base: `${new URL(context.site.url()).origin}${LIBRARY_PATH}` },
    );
  });
}

/**
 * A script paying for code sends: it solves each challenge in Node with the native PBKDF2 (the fastest way short of
 * special hardware), four at a time. process.cpuUsage counts every thread of the process, libuv's pool included.
 */
async function scriptSolves(): Promise<{ cpuSeconds: number; wallSeconds: number; serverCpuMs: number }> {
  const settings = {
    captchaSecret: 'bench-secret-bench-secret',
    powMaxNumber: POW_DEFAULTS.maxNumber,
    powCost: POW_DEFAULTS.cost,
  };
  // Issuing costs the server one derivation per challenge: measured apart from the solving.
  const serverStart = process.cpuUsage();
  const challenges: PowChallenge[] = [];
  for (let i = 0; i < SCRIPT_SENDS; i++) challenges.push((await issueChallenge(settings, 'nc_login')).pow);
  const server = process.cpuUsage(serverStart);

  const start = process.cpuUsage();
  const wallStart = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < challenges.length) {
      const challenge = challenges[next++];
      if (!challenge || !(await solveChallenge({ challenge, deriveKey }))) throw new Error('not solved');
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const used = process.cpuUsage(start);
  return {
    cpuSeconds: (used.user + used.system) / 1e6,
    wallSeconds: (performance.now() - wallStart) / 1000,
    serverCpuMs: (server.user + server.system) / 1000 / SCRIPT_SENDS,
  };
}

export async function run(context: BenchContext): Promise<void> {
  console.log(
    `  difficulty            PBKDF2-SHA-256, ${POW_DEFAULTS.cost} iterations a try, secret counter in ` +
      `[${POW_DEFAULTS.maxNumber / 2}, ${POW_DEFAULTS.maxNumber}] (CAPTCHA_POW_COST, CAPTCHA_POW_MAX_NUMBER)`,
  );
  const browser = await browserSolves(context);
  const time = stats(browser.times);
  const perTry = browser.times.reduce((a, b) => a + b, 0) / browser.counters.reduce((a, b) => a + b + 1, 0);
  console.log(
    `  Chromium, one solve   mean ${ms(time.mean)}, median ${ms(time.median)}, p90 ${ms(time.p90)}, ` +
      `max ${ms(time.max)} over ${BROWSER_SOLVES} challenges (${(perTry * 1000).toFixed(0)} µs a try; goal < 1 s)`,
  );

  const script = await scriptSolves();
  console.log(
    `  script, ${SCRIPT_SENDS} sends     ${script.cpuSeconds.toFixed(1)} CPU-seconds ` +
      `(${((script.cpuSeconds / SCRIPT_SENDS) * 1000).toFixed(0)} ms a send; ${script.wallSeconds.toFixed(1)} s wall, ` +
      `4 at a time, native PBKDF2); before the proof of work a send cost a script two requests and a 300 ms wait`,
  );
  console.log(`  server, per challenge ${script.serverCpuMs.toFixed(2)} CPU-ms to issue (one derivation)`);
}
