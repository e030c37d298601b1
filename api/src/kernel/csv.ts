/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; a BOM and CRLF line ends are accepted.
 * Each record carries the line it starts on, so a report can point at it.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A quoted field that never closes: the rest of the file would be one field, so nothing of it is read. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`line ${line}: a quoted field is not closed`);
    this.name = 'CsvSyntaxError';
  }
}

/** More records than the reader was told to take: it stops there instead of reading the rest. */
export class CsvTooLongError extends Error {
  constructor(readonly maxRecords: number) {
    super(`more than ${maxRecords} records`);
    this.name = 'CsvTooLongError';
  }
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

const newlinesIn = (text: string): number => {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
};

/**
 * Reads every record; throws CsvTooLongError as soon as there are more than `maxRecords`. Fields are cut out of
 * the text in runs rather than built a character at a time, so a file costs about its own size in memory however
 * its fields are shaped (one 10 MB field included).
 */
export function parseCsv(text: string, maxRecords = Number.POSITIVE_INFINITY): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  /** The current field's pieces, and how many characters they hold. */
  let parts: string[] = [];
  let length = 0;
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;
  const add = (piece: string) => {
    if (piece === '') return;
    parts.push(piece);
    length += piece.length;
  };
  const endField = () => {
    fields.push(parts.length === 1 ? (parts[0] ?? '') : parts.join(''));
    parts = [];
    length = 0;
  };
  const endRecord = () => {
    endField();
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted)) {
      records.push({ line: recordLine, fields });
      if (records.length > maxRecords) throw new CsvTooLongError(maxRecords);
    }
    fields = [];
    fieldStarted = false;
  };
  let i = 0;
  while (i < source.length) {
    const char = source.charCodeAt(i);
    if (char === QUOTE && length === 0) {
      // A quoted field: runs up to each quote; a doubled quote is one quote, a single one ends the quoting.
      fieldStarted = true;
      i += 1;
      for (;;) {
        const close = source.indexOf('"', i);
        if (close < 0) throw new CsvSyntaxError(recordLine);
        const run = source.slice(i, close);
        line += newlinesIn(run);
        add(run);
        if (source.charCodeAt(close + 1) === QUOTE) {
          add('"');
          i = close + 2;
        } else {
          i = close + 1;
          break;
        }
      }
    } else if (char === COMMA) {
      endField();
      fieldStarted = true;
      i += 1;
    } else if (char === LF || char === CR) {
      if (char === CR && source.charCodeAt(i + 1) === LF) i += 1;
      endRecord();
      line += 1;
      recordLine = line;
      i += 1;
    } else {
      // Plain characters up to the next separator or line end; a quote among them is an ordinary character.
      let end = i + 1;
      while (end < source.length) {
        const next = source.charCodeAt(end);
        if (next === COMMA || next === LF || next === CR) break;
        end += 1;
      }
      add(source.slice(i, end));
      fieldStarted = true;
      i = end;
    }
  }
  if (length > 0 || fields.length > 0 || fieldStarted) endRecord();
  return records;
}

/**
 * One RFC 4180 field: quoted (quotes doubled) when it holds a comma, a quote or a line break, and also a ; or a
 * tab, the list separators of other locales' spreadsheets, so the field stays one cell there too.
 */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, without its line end: parseCsv reads it back as the same fields. */
export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return fields.map(csvField).join(',');
}
