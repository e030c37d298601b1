/**
 * The export of a remote's remoteEntry.js that lists, per exposed module, the files it loads at once (its chunk
 * and that chunk's static imports, relative to remoteEntry.js). The shell reads it to fetch a route's module
 * beside its start-up requests instead of after the first render; a remote without it just loads later.
 */
export const PRELOADS_EXPORT = 'marathonPreloads';

export type RemotePreloads = Record<string, string[]>;

/** The files a loaded remoteEntry.js declares for `module`, as URLs beside the entry; none when it declares none. */
export function declaredPreloads(entry: unknown, entryUrl: string, module: string): string[] {
  if (typeof entry !== 'object' || entry === null) return [];
  const preloads = (entry as Record<string, unknown>)[PRELOADS_EXPORT];
  if (typeof preloads !== 'object' || preloads === null) return [];
  const files = (preloads as Record<string, unknown>)[module];
  if (!Array.isArray(files)) return [];
  const base = new URL(entryUrl, globalThis.location?.href);
  // Only files beside the entry: the list is a hint for the browser, never a way to load another origin's code.
  return files
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, base))
    .filter((url) => url.origin === base.origin)
    .map((url) => url.href);
}
