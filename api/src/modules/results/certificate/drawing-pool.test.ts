import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { certificateVerifyPath, type ScoreResult } from '@marathon/shared/api';
import { ApiFailure } from '../../../platform/http/api-failure';
import { localStorage } from '../../../platform/storage/local-storage';
import { certificateStore } from './certificate-store';
import { certificateCode } from './code';
import { drawCertificate, type DrawJob } from './draw';
import { drawingPool, type DrawingPool } from './drawing-pool';
import { certificates } from './service';

const KEY = Buffer.from('a certificate key for the tests only');
const SITE = 'https://www.example.com';

const runner = (bib: string, name: string): ScoreResult => ({
  year: 2024,
  bib,
  name,
  gender: 2,
  raceItem: 'half',
  ageGroup: 'F30-39',
  gunTimeMs: 5_312_000,
  chipTimeMs: 5_290_000,
  paceSecondsPerKm: 314,
  splits: [],
  overallRank: 2345,
  genderRank: 456,
  ageGroupRank: 78,
  finishers: 25_000,
  provisional: false,
  certificatePath: '',
});

const jobFor = (result: ScoreResult): DrawJob => {
  const code = certificateCode(KEY, result.year, result.bib, result.chipTimeMs);
  return { result, code, verifyUrl: `${SITE}${certificateVerifyPath(code)}` };
};

const pools: DrawingPool[] = [];
const poolOf = (options: Parameters<typeof drawingPool>[0] = {}) => {
  const pool = drawingPool(options);
  pools.push(pool);
  return pool;
};
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

const testWorker = (name: string) => new URL(`./test-workers/${name}`, import.meta.url);

/** What a request is answered when a drawing fails: the route's bilingual error. */
async function failure(drawing: Promise<unknown>): Promise<ApiFailure> {
  const error = await drawing.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

describe('cold certificates drawn on worker threads', () => {
  it('draws in a thread exactly what the API’s own thread would draw, the whole page included', async () => {
    const pool = poolOf({ threads: 1 });
    // A Chinese name is drawn onto the shared page; the vertical repeat mark (taller than the font) makes the
    // whole page be drawn.
    for (const result of [runner('B20001', '欧阳娜娜'), runner('B20002', '王〱')]) {
      const [inThread, here] = await Promise.all([
        pool.draw(jobFor(result)),
        drawCertificate(jobFor(result)),
      ]);
      expect(inThread.png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(Buffer.from(here.png).equals(inThread.png)).toBe(true);
      expect(inThread.drawnWhole).toBeNull();
    }
  });

  it('draws a certificate asked for many times at once only once, and keeps it', async () => {
    const pool = poolOf();
    let drawings = 0;
    const counted: DrawingPool = {
      draw: (job) => {
        drawings += 1;
        return pool.draw(job);
      },
      close: pool.close,
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificates-'));
    const service = certificates(certificateStore(localStorage(dir), KEY), KEY, counted);
    const issued = { result: runner('B20003', '李娜'), version: 7 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => service.png(issued, SITE)));
    expect(drawings).toBe(1);
    expect(answers.every((png) => png.equals(answers[0] as Buffer))).toBe(true);
    expect((await service.png(issued, SITE)).equals(answers[0] as Buffer)).toBe(true);
    expect(drawings).toBe(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a bilingual error when a drawing’s thread dies, and draws the next one on a new thread', async () => {
    const dying = poolOf({ threads: 1, worker: testWorker('ends-its-thread.mjs') });
    const error = await failure(dying.draw(jobFor(runner('B20004', '赵敏'))));
    expect(error.code).toBe(500);
    expect(error.text.en).toMatch(/could not be drawn/);
    expect(error.text.zh).toMatch(/证书生成失败/);
    await failure(dying.draw(jobFor(runner('B20005', '赵敏'))));
  });

  it('answers a bilingual error when a drawing takes too long, never a request that hangs', async () => {
    const stuck = poolOf({ threads: 1, timeoutMs: 2_000, worker: testWorker('never-answers.mjs') });
    const error = await failure(stuck.draw(jobFor(runner('B20006', '赵敏'))));
    expect(error.code).toBe(500);
    expect(error.text.en).toMatch(/could not be drawn/);
  });

  it('tells a request to come back when too many drawings wait, and ends its threads when closed', async () => {
    const pool = drawingPool({
      threads: 1,
      maxWaiting: 1,
      worker: testWorker('never-answers.mjs'),
      timeoutMs: 60_000,
    });
    const waiting = [1, 2].map((n) =>
      pool.draw(jobFor(runner(`B2001${n}`, '赵敏'))).catch((e: unknown) => e),
    );
    const refused = await failure(pool.draw(jobFor(runner('B20013', '赵敏'))));
    expect(refused.code).toBe(429);
    expect(refused.text.en).toMatch(/try again in a minute/);
    await pool.close();
    // The drawings under way and waiting are answered, not left hanging; a closed pool draws nothing more.
    for (const answer of await Promise.all(waiting)) expect(answer).toBeInstanceOf(ApiFailure);
    await failure(pool.draw(jobFor(runner('B20014', '赵敏'))));
  });
});
