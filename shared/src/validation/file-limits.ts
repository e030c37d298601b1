/** Upload rules: accepted types, a size limit in B/KB/MB/GB and a count limit (0 is unlimited). */
export const UPLOAD_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'zip',
  'pdf',
] as const;

const UNITS = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;
export type SizeUnit = keyof typeof UNITS;

export function parseSizeLimit(limit: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)$/i.exec(limit.trim());
  const [, amount, unit] = match ?? [];
  if (amount === undefined || unit === undefined) return null;
  return Math.floor(Number(amount) * UNITS[unit.toUpperCase() as SizeUnit]);
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export type FileProblem =
  | { key: 'validation.fileFormat' }
  | { key: 'validation.fileTooLarge'; values: { size: string } }
  | { key: 'validation.fileCount'; values: { count: number } };

export function checkFile(
  file: { name: string; size: number },
  options: { accept?: readonly string[]; maxSize?: string; limit?: number; existing?: number },
): FileProblem | null {
  const accept = options.accept ?? UPLOAD_EXTENSIONS;
  if (!accept.includes(extensionOf(file.name))) return { key: 'validation.fileFormat' };
  if (options.maxSize) {
    const bytes = parseSizeLimit(options.maxSize);
    if (bytes !== null && file.size > bytes)
      return { key: 'validation.fileTooLarge', values: { size: options.maxSize } };
  }
  const limit = options.limit ?? 0;
  if (limit > 0 && (options.existing ?? 0) >= limit)
    return { key: 'validation.fileCount', values: { count: limit } };
  return null;
}
