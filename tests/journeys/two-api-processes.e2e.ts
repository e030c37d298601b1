import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, challengeAnswerSchema, type ChallengeAnswer } from '@marathon/shared/api';
import { REPO_ROOT } from '@marathon/tools/site';
import { waitApiReady } from '../support/api-process';
import { TEST_PORTS } from '../support/site';

/*
 * Two real API processes (the built server, as an operator runs it behind a load balancer) on ONE database:
 * a limit spent on one is spent on the other, and a slider solution or sig used on one is refused by the other.
 */
const PORTS = [TEST_PORTS.api + 11, TEST_PORTS.api + 12] as const;
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-two-apis-'));
const RATE_LIMIT = 30;
const children: ChildProcess[] = [];

function startApi(port: number): ChildProcess {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RACE_DATA_SEED: 'none',
      CODE_OUTBOX: '1',
      // Every instance of one deployment shares its secrets; a cheap proof of work keeps the test quick.
      CAPTCHA_SECRET: 'two-processes-test-secret',
      CAPTCHA_POW_MAX_NUMBER: '8',
      CAPTCHA_POW_COST: '100',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Polls /health until the process says ready (a hook cannot use expect.poll); a very loaded machine gets minutes. */

const HEADERS = { terminalType: '3', osId: '1002', 'content-type': 'application/json' };

async function postJson(port: number, path: string, body: unknown): Promise<{ code: number; data: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: unknown };
}

async function challengeFrom(port: number): Promise<ChallengeAnswer> {
  const answer = await postJson(port, endpoints.captchaChallenge.path, { scene: 'nc_login' });
  expect(answer.code).toBe(0);
  return challengeAnswerSchema.parse(answer.data);
}

async function solve(challenge: ChallengeAnswer) {
  const solution = await solveChallenge({ challenge: challenge.pow, deriveKey });
  if (!solution) throw new Error('the proof of work was not solved');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}

beforeAll(async () => {
  // The first process migrates the empty database; the second joins a prepared one, as a scaled-out instance does.
  await waitApiReady(PORTS[0], startApi(PORTS[0]));
  await waitApiReady(PORTS[1], startApi(PORTS[1]));
});

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two API processes on one database', () => {
  it('spend one rate-limit budget per address between them', async () => {
    // Alternate between the two processes, as a load balancer would, until both refuse.
    const answers: { port: number; status: number; remaining: number }[] = [];
    for (
      let i = 0;
      i < RATE_LIMIT * 2 + 4 && answers.slice(-4).filter((a) => a.status === 429).length < 4;
      i += 1
    ) {
      const port = PORTS[i % 2] as number;
      const response = await fetch(`http://127.0.0.1:${port}${endpoints.countryAll.path}`);
      answers.push({
        port,
        status: response.status,
        remaining: Number(response.headers.get('x-ratelimit-remaining')),
      });
    }
    // One shared budget gives each request its own number, whichever process answered, so no two answers leave
    // the same budget (a process takes a few numbers ahead, so they need not come in order); two separate budgets
    // would each count down on their own and leave every figure twice. A window that ends during the loop starts
    // the count again: the answers are compared within each window.
    const windows: number[][] = [[]];
    let previous = Infinity;
    for (const answer of answers.filter((a) => a.status === 200)) {
      if (answer.remaining > previous + RATE_LIMIT / 4) windows.push([]);
      windows.at(-1)?.push(answer.remaining);
      previous = answer.remaining;
    }
    expect(windows.length).toBeLessThanOrEqual(2);
    for (const left of windows) expect(new Set(left).size).toBe(left.length);
    const spent = answers.filter((answer) => answer.status === 200 && answer.remaining > 0);
    expect(spent.length).toBeGreaterThan(2);
    // Once the shared budget is spent, both refuse.
    const refused = answers.filter((answer) => answer.status === 429);
    expect(new Set(refused.map((answer) => answer.port))).toEqual(new Set(PORTS));
  });

  it('accept a slider solution once, on either, and a sig once', async () => {
    // The budget of the test above lasts a minute: wait it out on the clock of the shared counters.
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${PORTS[0]}${endpoints.countryAll.path}`)).status, {
        timeout: 120_000,
        interval: 2_000,
      })
      .toBe(200);
    const challenge = await challengeFrom(PORTS[0]);
    const solution = await solve(challenge);
    const { sessionId, nc_token, scene, pow, max } = challenge;
    const verify = { sessionId, nc_token, scene, value: max, pow, solution };
    const first = await postJson(PORTS[0], endpoints.captchaVerify.path, verify);
    expect(first.code).toBe(0);
    // The same solution replayed on the other process is refused: the check was spent in the shared database.
    const replay = await postJson(PORTS[1], endpoints.captchaVerify.path, verify);
    expect(replay.code).toBe(400);

    const { sig } = first.data as { sig: string };
    const send = {
      sessionId,
      nc_token,
      scene,
      sig,
      captchaType: 2,
      raceAppBusinessType: 1,
      cloudType: 'aliyun',
    };
    const sent = await postJson(PORTS[1], endpoints.sendPhoneCode.path, {
      ...send,
      userPhone: '13911112222',
    });
    expect(sent.code).toBe(0);
    // The sig paid for one send: the first process refuses to send again with it.
    const again = await postJson(PORTS[0], endpoints.sendPhoneCode.path, {
      ...send,
      userPhone: '13933334444',
    });
    expect(again.code).not.toBe(0);
  });
});
