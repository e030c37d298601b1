import type { RemoteName, ViewName } from '@marathon/shared/contracts';

/** Remote views by remote: a misspelt module does not compile (the shared table of remote modules). */
export type Views = { [R in RemoteName]?: readonly ViewName<R>[] };

/**
 * What each measured page mounts on its first screen; the login drawer waits for a click. A page's one-bundle
 * build holds these in its entry chunk, and every other view as a chunk of its own that its route loads.
 */
export const PAGE_VIEWS = {
  home: { content: ['./HomePage'], search: ['./SearchEntries'] },
  document: { content: ['./DocumentPage'] },
  score: { search: ['./ScoreSearch'] },
} as const satisfies Record<string, Views>;

export type OneBundlePage = keyof typeof PAGE_VIEWS;
