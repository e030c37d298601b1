import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { allPublished, publishCount } from './repository';

/** How often a process asks the database whether anything was published: a publish shows everywhere within it. */
export const PUBLISH_CHECK_MS = 1_000;

/**
 * The published database revision of each site file, as the file host serves it, in memory. Each process asks at
 * most once a second (on the back of requests for a site file) how many revisions were ever published, a count
 * that grows with every publish, roll-back and scheduled publish in any process; when it moved, it reloads them.
 * The same check publishes the scheduled changes that are due, so they go out on time with no timer of their own.
 */
export class PublishedFiles {
  private files = new Map<string, Buffer>();
  private count = -1;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly publishDue: () => Promise<unknown>,
    /** A check that failed (the database away): what was read last keeps being served. */
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** This process published: the next request reads again. */
  invalidate(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** The published body of a site file, or null when the database has none (the folder's file is served). */
  async get(site: string, file: string): Promise<Buffer | null> {
    await this.refresh();
    return this.files.get(`${site}/${file}`) ?? null;
  }

  private refresh(): Promise<void> {
    if (this.now() - this.checkedAt < PUBLISH_CHECK_MS) return Promise.resolve();
    // Concurrent requests share one check.
    this.pending ??= this.check()
      .catch(this.onError)
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  private async check(): Promise<void> {
    this.checkedAt = this.now();
    await this.publishDue();
    const count = await publishCount(this.db);
    if (count === this.count) return;
    const files = new Map<string, Buffer>();
    for (const row of await allPublished(this.db)) {
      // Ordered oldest first: the newest published revision of a file is the one kept.
      files.set(`${row.site}/${row.file}`, Buffer.from(row.content));
    }
    this.files = files;
    this.count = count;
  }
}
