import { LRUCache } from 'lru-cache';

/** A made page is kept per key (domain, language, first paint or not, manifest) with what it was made from. */
interface Made<Page> {
  /** The data, the first paints' versions and the moment its views were drawn for. */
  version: string;
  /** The data and the first paints' versions alone. */
  source: string;
  page: Page;
}

/**
 * The pages the shell's server made, one per key. A page is made again when its data, a first paint or the moment
 * its views are drawn for changes; a page whose views were not all ready in time is not kept. Until the new moment's
 * views are ready, the page of the moment before is sent instead of a page without them, but only when it was made
 * from the same data and first paints: an editor's change is never hidden behind an older page.
 */
export class MadePages<Page> {
  private readonly made: LRUCache<string, Made<Page>>;

  constructor(max: number) {
    this.made = new LRUCache({ max });
  }

  /** The page made for exactly this version. */
  current(key: string, version: string): Page | undefined {
    const kept = this.made.get(key);
    return kept?.version === version ? kept.page : undefined;
  }

  /** The last complete page made from the same data and first paints (for an earlier moment), if any. */
  earlier(key: string, source: string): Page | undefined {
    const kept = this.made.get(key);
    return kept?.source === source ? kept.page : undefined;
  }

  keep(key: string, made: Made<Page>): void {
    this.made.set(key, made);
  }
}
