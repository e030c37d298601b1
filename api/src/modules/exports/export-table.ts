import type { Cell } from '../../kernel/table-file';

/** One export's table: its columns, its rows, the sheet's name in a workbook, and the file's name stem. */
export interface ExportTable {
  columns: readonly string[];
  rows: Cell[][];
  sheet: string;
  stem: string;
}
