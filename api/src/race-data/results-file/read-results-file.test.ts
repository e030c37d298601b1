import { describe, expect, it } from 'vitest';
import { excelTime, gb18030, xlsxOf } from '../../test-support/results-files';
import { decodeText } from './decode-text';
import { MAX_UNPACKED_XLSX_BYTES, checkResultsUpload } from './read-results-file';
import { declaredUnpackedBytes } from './zip-size';

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
  it('reads the same rows from UTF-8, GB18030 and .xlsx', () => {
    const utf8 = checkResultsUpload(Buffer.from(`\uFEFF${csv}`), 'a.csv', 2025);
    const gbk = checkResultsUpload(gb18030(csv), 'a.csv', 2025);
    const xlsx = checkResultsUpload(
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

  it('names the spreadsheet row and column of a bad cell, and refuses an ID number typed as a number', () => {
    // What Excel keeps of an 18-digit number: a double, its last digits gone.
    const idAsNumber = Number('320102199001011234');
    const check = checkResultsUpload(
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

  it('names the encodings it tried, and refuses .xls and a fake .xlsx', () => {
    const utf16 = checkResultsUpload(Buffer.from(`\uFEFF${csv}`, 'utf16le'), 'a.csv', 2025);
    expect(utf16).toMatchObject({ ok: false, format: null });
    expect(!utf16.ok && utf16.problems[0]?.en).toBe(
      'the CSV could not be decoded (tried UTF-8, GB18030): save it from Excel as "CSV UTF-8" or .xlsx',
    );
    const xls = checkResultsUpload(
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'a.xls',
      2025,
    );
    expect(!xls.ok && xls.problems[0]?.en).toContain('.xls (Excel 97-2003)');
    const fake = checkResultsUpload(Buffer.from(csv), 'a.xlsx', 2025);
    expect(!fake.ok && fake.problems[0]?.en).toBe('the file is named .xlsx but is not a workbook');
    const broken = checkResultsUpload(Buffer.from('PK\u0003\u0004garbage'), 'a.xlsx', 2025);
    expect(!broken.ok && broken.problems[0]?.en).toBe(
      'the workbook cannot be read or unpacks to more than 200 MB: save it as CSV',
    );
    expect(!broken.ok && broken.problems[0]).toMatchObject({ row: 0, column: null });
    expect(checkResultsUpload(Buffer.alloc(0), 'a.csv', 2025)).toMatchObject({ ok: false, format: null });
  });
});

describe('zip size guard', () => {
  it('reads what a workbook unpacks to, and refuses one that claims more than the limit before parsing it', () => {
    const workbook = xlsxOf([HEADER.split(','), ROWS[1]?.split(',') ?? []]);
    const unpacked = declaredUnpackedBytes(workbook);
    expect(unpacked).toBeGreaterThan(workbook.length / 2);
    expect(unpacked).toBeLessThan(MAX_UNPACKED_XLSX_BYTES);
    // The first central directory entry now says it unpacks to 2 GB, as a decompression bomb would.
    const bomb = Buffer.from(workbook);
    const central = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0x7fffffff, central + 24);
    expect(declaredUnpackedBytes(bomb)).toBeGreaterThan(MAX_UNPACKED_XLSX_BYTES);
    const check = checkResultsUpload(bomb, 'a.xlsx', 2025);
    expect(!check.ok && check.problems[0]?.en).toContain('unpacks to more than 200 MB');
    expect(declaredUnpackedBytes(Buffer.from(csv))).toBeNull();
  });
});
