import type { Rollup } from 'vite';

/**
 * Ends a remote's remoteEntry.js with one more export line (what it was built with, what its modules load). The
 * entry is written by the federation plugin: a build without it is refused rather than shipped without the line.
 */
export function appendToEntry(
  bundle: Rollup.OutputBundle,
  entryFile: string,
  line: string,
  fail: (message: string) => never,
): void {
  const entry = bundle[entryFile];
  if (!entry) fail(`${entryFile} is missing from the bundle: the federation plugin did not write it`);
  if (entry.type === 'chunk') entry.code += line;
  else entry.source = `${String(entry.source)}${line}`;
}
