import { describe, expect, it } from 'vitest';
import { excelTime, gb18030, xlsxOf } from '../../../test-support/results-files';
import { decodeText } from './decode-text';
import { MAX_RESULT_ROWS, MAX_UNPACKED_XLSX_BYTES, checkResultsUpload } from './read-results-file';
import { MAX_KEPT_PROBLEMS } from '../results-csv';
import { unpackedSize } from './zip-size';
import { xlsxBomb } from '../../../test-support/zip-bomb';

const HEADER = 'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time';
const ROWS = [
  '101,王伟,男,30-39,320102199001011234,半程马拉松,1:30:00,1:29:00',
  '102,李娜,女,30-39,E1234567,half,1:20:00,1:19:00',
];
const csv = [HEADER, ...ROWS].join('\r\n');

describe('text encodings', () => {
  it('reads UTF-8 with and without a BOM, and GB18030', () => {
    expect(decodeText(Buffer.from(`\uFEFF${csv}`))).toEqual({ text: csv, encoding: 'utf-8' });
    expect(decodeText(Buffer.from(csv))).toEqual({ text: csv, encoding: 'utf-8' });
    expect(decodeText(gb18030(csv))).toEqual({ text: csv, encoding: 'gb18030' });
  });

  it('refuses bytes that are neither (UTF-16 "Unicode text")', () => {
    expect(decodeText(Buffer.from(`\uFEFF${csv}`, 'utf16le'))).toBeNull();
  });
});

describe('results upload check', () => {
  it('reads the same rows from UTF-8, GB18030 and .xlsx', async () => {
    const utf8 = await checkResultsUpload(Buffer.from(`\uFEFF${csv}`), 'a.csv', 2025);
    const gbk = await checkResultsUpload(gb18030(csv), 'a.csv', 2025);
    const xlsx = await checkResultsUpload(
      xlsxOf([
        HEADER.split(','),
        [
          101,
          '王伟',
          '男',
          '30-39',
          '320102199001011234',
          '半程马拉松',
          excelTime('1:30:00'),
          excelTime('1:29:00'),
        ],
        ['102', '李娜', '女', '30-39', 'E1234567', 'half', '1:20:00', '1:19:00'],
      ]),
      'results.xlsx',
      2025,
    );
    expect([utf8.format, gbk.format, xlsx.format]).toEqual(['csv-utf-8', 'csv-gb18030', 'xlsx']);
    for (const check of [gbk, xlsx]) expect(check).toEqual({ ...utf8, format: check.format });
    expect(utf8.ok && utf8.rows.map((row) => [row.bib, row.name, row.chip_ms])).toEqual([
      ['101', '王伟', 5_340_000],
      ['102', '李娜', 4_740_000],
    ]);
  });

  it('names the spreadsheet row and column of a bad cell, and refuses an ID number typed as a number', async () => {
    // What Excel keeps of an 18-digit number: a double, its last digits gone.
    const idAsNumber = Number('320102199001011234');
    const check = await checkResultsUpload(
      xlsxOf(
        [
          HEADER.split(','),
          ['101', '王伟', 'M', '30-39', idAsNumber, 'half', excelTime('1:30:00'), excelTime('1:29:00')],
          [],
          ['102', '李娜', 'F', '30-39', 'E1234567', 'half', 'soon', excelTime('1:19:00')],
        ],
        2,
      ),
      'results.xlsx',
      2025,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.map(({ row, column }) => [row, column])).toEqual([
      [4, 'id_number'],
      [6, 'gun_time'],
    ]);
  });

  it('names the encodings it tried, and refuses .xls and a fake .xlsx', async () => {
    const utf16 = await checkResultsUpload(Buffer.from(`\uFEFF${csv}`, 'utf16le'), 'a.csv', 2025);
    expect(utf16).toMatchObject({ ok: false, format: null });
    expect(!utf16.ok && utf16.problems[0]?.en).toBe(
      'the CSV could not be decoded (tried UTF-8, GB18030): save it from Excel as "CSV UTF-8" or .xlsx',
    );
    const xls = await checkResultsUpload(
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'a.xls',
      2025,
    );
    expect(!xls.ok && xls.problems[0]?.en).toContain('.xls (Excel 97-2003)');
    const fake = await checkResultsUpload(Buffer.from(csv), 'a.xlsx', 2025);
    expect(!fake.ok && fake.problems[0]?.en).toBe('the file is named .xlsx but is not a workbook');
    const broken = await checkResultsUpload(Buffer.from('PK\u0003\u0004garbage'), 'a.xlsx', 2025);
    expect(!broken.ok && broken.problems[0]?.en).toBe(
      'the workbook unpacks to more than 64 MB (or cannot be read): save it as CSV',
    );
    expect(!broken.ok && broken.problems[0]).toMatchObject({ row: 0, column: null });
    expect(await checkResultsUpload(Buffer.alloc(0), 'a.csv', 2025)).toMatchObject({
      ok: false,
      format: null,
    });
  });
});

describe('zip size guard', () => {
  it('counts what a workbook really unpacks to, whatever its headers declare', async () => {
    const workbook = xlsxOf([HEADER.split(','), ROWS[1]?.split(',') ?? []]);
    const unpacked = unpackedSize(workbook, MAX_UNPACKED_XLSX_BYTES);
    expect(unpacked.ok && unpacked.bytes).toBeGreaterThan(workbook.length / 2);
    // Every header of the bomb says 0 bytes; unpacking it stops at the limit.
    const bomb = await xlsxBomb(MAX_UNPACKED_XLSX_BYTES + 1024 * 1024);
    expect(unpackedSize(bomb, MAX_UNPACKED_XLSX_BYTES)).toEqual({ ok: false, reason: 'too-large' });
    expect(unpackedSize(bomb, MAX_UNPACKED_XLSX_BYTES * 2)).toMatchObject({ ok: true });
    expect(unpackedSize(Buffer.from(csv), MAX_UNPACKED_XLSX_BYTES)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    // A cut stream is not a workbook.
    expect(unpackedSize(bomb.subarray(0, bomb.length - 200), MAX_UNPACKED_XLSX_BYTES)).toMatchObject({
      ok: false,
    });
  });
});

describe('row and problem limits', () => {
  it('refuses a CSV of more than 100,000 rows as one problem, reading no further', async () => {
    const check = await checkResultsUpload(
      Buffer.from(`${HEADER}\n${',,,,,,,\n'.repeat(MAX_RESULT_ROWS + 1)}`),
      'a.csv',
      2025,
    );
    expect(check).toMatchObject({ ok: false, total: 1, format: 'csv-utf-8' });
    expect(!check.ok && check.problems[0]?.en).toBe(
      'the file has more than 100000 rows: no year has that many results, please check the file',
    );
  });

  it('keeps the first 500 problems and counts the rest', async () => {
    const bad = Array.from(
      { length: 600 },
      (_, i) => `${1000 + i},王伟,X,30-39,E1234567,half,1:20:00,1:19:00`,
    );
    const check = await checkResultsUpload(Buffer.from([HEADER, ...bad].join('\n')), 'a.csv', 2025);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toHaveLength(MAX_KEPT_PROBLEMS);
    expect(check.total).toBe(600);
  });
});
