import path from 'node:path';

/**
 * The absolute path of `relative` inside the content directory, or null when it would leave it (`..`, absolute
 * paths, NUL bytes). The file host and every reader of content go through here.
 */
export function resolveContentPath(contentDir: string, relative: string): string | null {
  if (relative.includes('\0')) return null;
  const root = path.resolve(contentDir);
  const target = path.resolve(root, relative);
  return target.startsWith(root + path.sep) ? target : null;
}
