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

export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    fields.push(field);
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted))
      records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      fieldStarted = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvSyntaxError(recordLine);
  if (field !== '' || fields.length > 0 || fieldStarted) endRecord();
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
