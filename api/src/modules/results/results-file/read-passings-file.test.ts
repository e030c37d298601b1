import { describe, expect, it } from 'vitest';
import { readPassingsUploadInWorker } from './check-in-worker';
import { MAX_PASSING_ROWS, readPassingsFile } from './read-passings-file';

const POINTS = ['start', '5k', '10k', '15k', '20k', 'finish'];

/** A passings CSV of `runners` runners at every point, each row a different time of day. */
function wholeRace(runners: number): Buffer {
  const rows = ['bib,point,time,timing'];
  for (const point of POINTS) {
    for (let n = 1; n <= runners; n += 1) {
      const minute = String(10 + (n % 50)).padStart(2, '0');
      rows.push(`H${n},${point},08:${minute}:${String(n % 60).padStart(2, '0')}.250,chip`);
    }
  }
  return Buffer.from(rows.join('\n'));
}

describe('the passings file limit', () => {
  it("reads a whole race's passings (25,000 runners at six points) in one file, in the worker within its limits", async () => {
    const read = await readPassingsUploadInWorker(wholeRace(25_000), 'race.csv');
    expect(read.ok).toBe(true);
    expect(read.ok && read.passings.length).toBe(150_000);
  }, 120_000);

  it('refuses a file of more passings than a race has, in words about passings', async () => {
    const rows = `bib,point,time\n${'H1,start,08:00:00\n'.repeat(MAX_PASSING_ROWS + 1)}`;
    const read = await readPassingsFile(Buffer.from(rows), 'p.csv');
    expect(read).toMatchObject({ ok: false, total: 1, format: 'csv-utf-8' });
    expect(!read.ok && read.problems[0]).toMatchObject({
      row: 0,
      zh: '过点记录文件超过 300000 行：一场比赛的全部过点记录（25000 名跑者 × 6 个计时点）约 150000 行，请检查文件或拆分后再导入',
      en: "the passings file has more than 300000 rows: a whole race's passings (25,000 runners at 6 points) are about 150,000, please check the file or split it",
    });
  });
});
