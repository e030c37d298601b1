import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import autocannon from 'autocannon';
import { endpoints } from '../../shared/src/api/endpoints';
import type { ChallengeAnswer } from '../../shared/src/api/user-center';
import { encryptPassword } from '../../shared/src/cipher';
import { hashPassword } from '../../api/src/modules/accounts/password-hash';
import { ALIYUN_TEST_KEY, fakeAliyun } from '../../api/src/test-support/fake-sms-providers';
import { codeIn, startSmtpCapture } from './smtp-capture';
import type { BenchContext } from './types';

export const title = 'Login and code-send requests per second (production API), and the password-hash cost';

/** The API's default scrypt cost (SCRYPT_LOG_N). */
const LOG_N = 15;
const PORT = 19180;
const BASE = `http://127.0.0.1:${PORT}`;
const JSON_HEADERS = { 'content-type': 'application/json', terminalType: '3', osId: '1002' };
const CONNECTIONS = 10;
const SENDS = 600;

/**
 * The bench site's API keeps the per-address auth limits (20 logins a minute, 30 codes an hour, 60 slider
 * challenges a minute from one address)
 * and, being production, has no code outbox; every request here comes from 127.0.0.1. So this starts the same
 * production build on a port of its own with those limits lifted, its email codes sent to a local SMTP server and
 * its text messages to a local stand-in for Aliyun's API (each send pays a real HTTP call). The per-target limits stay:
 * logins count only failures per account (these all succeed), and each code send goes to a number of its own, with
 * a slider challenge solved beforehand (a challenge pays for one send).
 */
/** A production API refuses the public development pair and a missing CAPTCHA secret: the bench brings its own. */
const BENCH_CIPHER = { key: 'bench-cipher-key', iv: 'bench-cipher-iv!' };

async function startApi(dataDir: string, smtpUrl: string, aliyunUrl: string): Promise<() => void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SITE_URL: `http://127.0.0.1:${PORT}`,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SMTP_URL: smtpUrl,
    ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN_TEST_KEY.id,
    ALIYUN_SMS_ACCESS_KEY_SECRET: ALIYUN_TEST_KEY.secret,
    ALIYUN_SMS_SIGN_NAME: 'bench',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000000001',
    ALIYUN_SMS_ENDPOINT: aliyunUrl,
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_LOGIN_PER_MINUTE: '100000000',
    AUTH_CODES_PER_HOUR: '100000000',
    AUTH_CHALLENGES_PER_MINUTE: '100000000',
    // The slider's proof of work is measured by human-check.bench.ts; here it is solved at the least difficulty.
    CAPTCHA_POW_MAX_NUMBER: '2',
    CAPTCHA_POW_COST: '1',
    SCRYPT_LOG_N: String(LOG_N),
    CIPHER_KEY: BENCH_CIPHER.key,
    CIPHER_IV: BENCH_CIPHER.iv,
    CAPTCHA_SECRET: 'auth-load-bench-captcha-secret',
  };
  // A production API does not migrate at start: the release's migrate command runs first.
  execFileSync(process.execPath, [join(import.meta.dirname, '../../api/dist/cli.js'), 'migrate'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const child = spawn(process.execPath, [join(import.meta.dirname, '../../api/dist/server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // No deadline a loaded machine could miss: wait while the process lives, until /health says ready.
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the bench API exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${BASE}${endpoints.health.path}`)).ok) return () => child.kill();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** Issues and solves `count` slider challenges (their proof of work too), as many visitors would. */
async function solvedChallenges(count: number) {
  const issued: ChallengeAnswer[] = [];
  for (let i = 0; i < count; i++)
    issued.push(await post(endpoints.captchaChallenge.path, { scene: 'nc_login' }));
  const solved = [];
  for (const challenge of issued) {
    const solution = await solveChallenge({ challenge: challenge.pow, deriveKey });
    if (!solution) throw new Error('a proof of work was not solved');
    const { sig } = await post<{ sig: string }>(endpoints.captchaVerify.path, {
      sessionId: challenge.sessionId,
      nc_token: challenge.nc_token,
      scene: challenge.scene,
      value: challenge.max,
      pow: challenge.pow,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    });
    solved.push({
      nc_token: challenge.nc_token,
      scene: challenge.scene,
      sessionId: challenge.sessionId,
      sig,
    });
  }
  return solved;
}

function report(name: string, result: autocannon.Result): void {
  const ok = result['2xx'];
  console.log(
    `  ${name.padEnd(22)} ${result.requests.average.toFixed(1).padStart(8)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${ok} ok, ${result.non2xx} refused, ${result.errors} errors)`,
  );
}

export async function run(_context: BenchContext): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    await hashPassword('Runner2025', LOG_N);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  password hash          scrypt N=2^${LOG_N}, r=8, p=1 (${(128 * 2 ** LOG_N * 8) / 1024 / 1024} MiB): median ${times[5]?.toFixed(1)} ms`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'marathon-auth-bench-'));
  const smtp = await startSmtpCapture();
  const aliyun = await fakeAliyun();
  const stop = await startApi(dataDir, smtp.url, aliyun.url);
  try {
    // One account, registered through the real calls.
    const email = 'bench@example.com';
    const [human] = await solvedChallenges(1);
    await post(endpoints.sendEmailCode.path, {
      ...human,
      captchaType: 20,
      accountEmail: email,
      emailSendType: 1,
    });
    const code = codeIn(smtp.messages.at(-1) ?? '');
    const password = encryptPassword('Runner2025', BENCH_CIPHER);
    await post(endpoints.registerByEmail.path, {
      accountEmail: email,
      code,
      loginPassword: password,
      encryptType: 1,
    });

    const login = await autocannon({
      url: `${BASE}${endpoints.login.path}`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: 10,
      headers: { 'content-type': 'application/x-www-form-urlencoded', terminalType: '3', osId: '1002' },
      body: new URLSearchParams({
        loginType: '5',
        accountEmail: email,
        password,
        encryptType: '1',
      }).toString(),
    });
    report('login (loginType 5)', login);

    const humans = await solvedChallenges(SENDS);
    let next = 0;
    const sends = await autocannon({
      url: `${BASE}${endpoints.sendPhoneCode.path}`,
      connections: CONNECTIONS,
      amount: SENDS,
      requests: [
        {
          method: 'POST',
          headers: JSON_HEADERS,
          setupRequest: (request) => {
            const i = next++;
            const phone = `135${String(i).padStart(8, '0')}`;
            return {
              ...request,
              body: JSON.stringify({
                ...humans[i % SENDS],
                captchaType: 2,
                userPhone: phone,
                cloudType: 'aliyun',
              }),
            };
          },
        },
      ],
    });
    report('send phone code', sends);
  } finally {
    stop();
    await Promise.all([smtp.close(), aliyun.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
