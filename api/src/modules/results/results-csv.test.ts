import { describe, expect, it } from 'vitest';
import { CsvTooLongError, parseCsv } from '../../kernel/csv';
import { checkResultsFile, parseRaceTime } from './results-csv';

const HEADER =
  'bib,name,gender,age_group,id_number,race_item,gun_time,chip_time,split_5k,split_10k,split_15k,split_20k';
const good = [
  '10001,王伟,M,30-39,320102199001011234,half,1:30:10,1:29:40,0:21:00,0:42:10,1:03:30,1:25:00',
  '10002,"Anna Smith",F,40-49,E12345678,half,1:40:00,1:38:00,,,,',
  'F00001,李娜,女,16-29,321002200101011228,fun,0:30:00,0:28:00,,,,',
  '10003,张强,男,50-59,320102197001011239,half,1:35:00,1:33:00,0:22:00,0:44:00,1:06:00,1:28:00',
];

describe('CSV parsing', () => {
  it('reads quoted commas, doubled quotes, CRLF, a BOM and records their first line', () => {
    const records = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"multi\nline",z\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['multi\nline', 'z'] },
    ]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a,b\n"open,c\n')).toThrow(/line 2: a quoted field is not closed/);
  });

  it('keeps the odd shapes spreadsheets write: empty quoted fields, text after a quote, quotes inside text', () => {
    expect(parseCsv('"",x\n"a"b,c"d"\n,\n"""",""""""\r\nlast')).toEqual([
      { line: 1, fields: ['', 'x'] },
      { line: 2, fields: ['ab', 'c"d"'] },
      { line: 3, fields: ['', ''] },
      { line: 4, fields: ['"', '""'] },
      { line: 5, fields: ['last'] },
    ]);
  });

  it('reads a 10 MB field as one piece, and stops at the record limit', () => {
    const [record] = parseCsv(`${'x'.repeat(10 * 1024 * 1024)}\n`);
    expect(record?.fields[0]).toHaveLength(10 * 1024 * 1024);
    expect(() => parseCsv('a\nb\nc\n', 2)).toThrow(CsvTooLongError);
    expect(parseCsv('a\nb\n', 2)).toHaveLength(2);
  });
});

describe('race times', () => {
  it.each([
    ['1:29:40', 5_380_000],
    ['29:40', 1_780_000],
    ['0:28:00.5', 1_680_500],
  ])('%s is %i ms', (text, ms) => expect(parseRaceTime(text)).toBe(ms));

  it.each(['', '1:61:00', 'abc', '9:00:00', '0:00:00', '1:2:3'])('%j is not a race time', (text) => {
    expect(parseRaceTime(text)).toBeNull();
  });
});

describe('results file check', () => {
  it('accepts a clean file and ranks it by chip time within each item and gender', () => {
    const check = checkResultsFile([HEADER, ...good].join('\n'), 2025);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const byBib = new Map(check.rows.map((row) => [row.bib, row]));
    expect(byBib.get('10001')).toMatchObject({
      overall_rank: 1,
      gender_rank: 1,
      gender: 1,
      race_item: 'half',
    });
    expect(byBib.get('10003')).toMatchObject({ overall_rank: 2, gender_rank: 2, age_group_rank: 1 });
    expect(byBib.get('10002')).toMatchObject({ overall_rank: 3, gender_rank: 1, name: 'Anna Smith' });
    expect(byBib.get('F00001')).toMatchObject({ overall_rank: 1, race_item: 'fun' });
    expect(JSON.parse(byBib.get('10001')?.splits ?? '')).toEqual([
      1_260_000, 2_530_000, 3_810_000, 5_100_000,
    ]);
    expect(byBib.get('10001')?.id_masked).toBe('3201**********1234');
    expect(JSON.stringify(check.rows)).not.toContain('320102199001011234');
  });

  it('reports every bad row by its line and keeps nothing', () => {
    const lines = [
      HEADER,
      good[0],
      '10001,重复,M,30-39,320102199001011234,half,1:30:10,1:29:40,,,,',
      'abc,<b>x</b>,X,20-25,!!,marathon,fast,1:00:00,,,,',
      '10005,赵六,M,30-39,320102199001011234,half,1:00:00,1:10:00,,,,',
      '10006,钱七,M,30-39,320102199001011234,half,1:30:00,1:29:00,0:30:00,0:20:00,,',
      '10007,孙八,M,30-39',
    ];
    const check = checkResultsFile(lines.join('\n'), 2025);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    const text = check.problems.map((p) => `line ${p.row}: ${p.en}`);
    expect(text).toContain('line 3: bib 10001 is also on row 2');
    expect(text).toContain('line 4: bib "abc" is not a bib number');
    expect(text).toContain('line 4: name "<b>x</b>" is empty or has symbols');
    expect(text).toContain('line 4: gender "X" is not M or F');
    expect(text).toContain(
      'line 4: id_number is not an ID or passport number (in a spreadsheet, format the column as text)',
    );
    expect(text).toContain('line 4: race_item "marathon" is not half or fun');
    expect(text).toContain('line 4: gun_time "fast" is not a time such as 1:45:30');
    expect(text).toContain('line 5: chip_time is longer than gun_time');
    expect(text).toContain(
      'line 6: split_10k "0:20:00" is not a time between the previous split and the chip time',
    );
    expect(text).toContain('line 7: has 4 fields, the header has 12');
    expect(text.some((line) => line.startsWith('line 2:'))).toBe(false);
    expect(check.problems).toContainEqual({
      row: 4,
      column: 'gun_time',
      zh: '枪声成绩“fast”不是 1:45:30 这样的时间',
      en: 'gun_time "fast" is not a time such as 1:45:30',
    });
  });

  it('names missing columns and refuses an empty file', () => {
    expect(checkResultsFile('bib,name\n1,王伟', 2025)).toEqual({
      ok: false,
      problems: [
        {
          row: 1,
          column: null,
          zh: '缺少列：gender, age_group, id_number, race_item, gun_time, chip_time',
          en: 'missing columns: gender, age_group, id_number, race_item, gun_time, chip_time',
        },
      ],
      total: 1,
    });
    expect(checkResultsFile('', 2025)).toEqual({
      ok: false,
      problems: [{ row: 1, column: null, zh: '文件为空', en: 'the file is empty' }],
      total: 1,
    });
  });
});
