import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/connect';
import { excelTime, gb18030, xlsxOf } from '../test-support/results-files';
import { enrolStaffIn } from '../modules/staff/staff.test-support';
import { main } from './results-cli';
import { ensureSchema } from './schema-ready';

const HEADER = 'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time';
let dir: string;
const savedEnv = { ...process.env };

/** The results officer the commands act as (`--as`), enrolled in the database the CLI opens. */
let officer: string;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-import-'));
  process.env.DATA_DIR = dir;
  process.env.INIT_CWD = dir;
  delete process.env.DATABASE_URL;
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await ensureSchema(database.db, config);
    officer = (await enrolStaffIn(database.db, 'results-officer', '成绩官CLI')).email;
  } finally {
    await database.close();
  }
});
const cli = (argv: string[]) => main([...argv, '--as', officer]);
afterEach(() => {
  process.env = { ...savedEnv };
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function resultsOf(year: number) {
  const database = openDatabase(loadConfig().database);
  try {
    return await database.db
      .selectFrom('race_results')
      .select(['bib', 'overall_rank'])
      .where('year', '=', year)
      .orderBy('bib')
      .execute();
  } finally {
    await database.close();
  }
}

describe('results import <year> <file.csv>', () => {
  it('imports a clean file (path relative to the caller) and replaces the year on a second import', async () => {
    fs.writeFileSync(
      path.join(dir, 'a.csv'),
      [
        HEADER,
        '101,王伟,M,30-39,320102199001011234,half,1:30:00,1:29:00',
        '102,李娜,F,30-39,E1234567,half,1:20:00,1:19:00',
      ].join('\n'),
    );
    expect(await cli(['import', '2025', 'a.csv'])).toBe(0);
    expect(await resultsOf(2025)).toEqual([
      { bib: '101', overall_rank: 2 },
      { bib: '102', overall_rank: 1 },
    ]);
    fs.writeFileSync(
      path.join(dir, 'b.csv'),
      [HEADER, '103,张强,M,30-39,E7654321,fun,0:30:00,0:29:00'].join('\n'),
    );
    expect(await cli(['import', '2025', 'b.csv', '--final'])).toBe(0);
    expect(await resultsOf(2025)).toEqual([{ bib: '103', overall_rank: 1 }]);
  });

  it('writes nothing when one row is bad, and says which line', async () => {
    fs.writeFileSync(
      path.join(dir, 'a.csv'),
      [HEADER, '101,王伟,M,30-39,320102199001011234,half,1:30:00,1:29:00'].join('\n'),
    );
    expect(await cli(['import', '2025', 'a.csv'])).toBe(0);
    fs.writeFileSync(
      path.join(dir, 'bad.csv'),
      [
        HEADER,
        '201,赵六,M,30-39,E1111111,half,1:30:00,1:29:00',
        '202,钱七,M,30-39,E2222222,half,later,1:29:00',
      ].join('\n'),
    );
    expect(await cli(['import', '2025', 'bad.csv'])).toBe(1);
    expect(console.error).toHaveBeenCalledWith(
      '  row 3, gun_time: 枪声成绩“later”不是 1:45:30 这样的时间 / gun_time "later" is not a time such as 1:45:30',
    );
    expect(await resultsOf(2025)).toEqual([{ bib: '101', overall_rank: 1 }]);
  });

  it('imports a GB18030 CSV and an .xlsx workbook, and names the encodings tried for neither', async () => {
    fs.writeFileSync(
      path.join(dir, 'gbk.csv'),
      gb18030([HEADER, '101,王伟,男,30-39,320102199001011234,半程马拉松,1:30:00,1:29:00'].join('\r\n')),
    );
    expect(await cli(['import', '2025', 'gbk.csv'])).toBe(0);
    // Followed by a line on how open live views hear of it.
    expect(console.log).toHaveBeenCalledWith(
      expect.stringMatching(/^imported 1 results for 2025 \(CSV \(GB18030\)\)/),
    );
    fs.writeFileSync(
      path.join(dir, 'r.xlsx'),
      xlsxOf([
        HEADER.split(','),
        ['102', '李娜', 'F', '30-39', 'E1234567', 'half', excelTime('1:20:00'), excelTime('1:19:00')],
      ]),
    );
    expect(await cli(['import', '2025', 'r.xlsx'])).toBe(0);
    expect(await resultsOf(2025)).toEqual([{ bib: '102', overall_rank: 1 }]);
    fs.writeFileSync(path.join(dir, 'u16.csv'), Buffer.from(`\uFEFF${HEADER}`, 'utf16le'));
    expect(await cli(['import', '2025', 'u16.csv'])).toBe(1);
    expect(console.error).toHaveBeenLastCalledWith(
      expect.stringContaining('file: 无法解码该 CSV（已尝试 UTF-8, GB18030）'),
    );
    expect(await resultsOf(2025)).toEqual([{ bib: '102', overall_rank: 1 }]);
  });

  it('prints the usage for a bad command line', async () => {
    expect(await cli(['import', 'twenty', 'a.csv'])).toBe(2);
    expect(await cli(['export', '2025', 'a.csv'])).toBe(2);
  });
});

describe('results import as a staff member', () => {
  it('refuses to run without --as, and records the import under the member’s name', async () => {
    fs.writeFileSync(
      path.join(dir, 'a.csv'),
      [HEADER, '101,王伟,M,30-39,320102199001011234,half,1:30:00,1:29:00'].join('\n'),
    );
    expect(await main(['import', '2025', 'a.csv'])).toBe(1);
    expect(await resultsOf(2025)).toEqual([]);
    expect(await cli(['import', '2025', 'a.csv'])).toBe(0);
    const database = openDatabase(loadConfig().database);
    try {
      const rows = await database.db.selectFrom('audit_events').selectAll().execute();
      expect(rows).toMatchObject([
        { staff_name: '成绩官CLI', action: 'results.import', record_id: '2025', request_id: 'cli' },
      ]);
    } finally {
      await database.close();
    }
  });
});
