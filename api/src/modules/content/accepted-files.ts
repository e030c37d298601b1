import fs from 'node:fs';
import path from 'node:path';

/** A content file whose newest version failed its checks, as /health shows it. */
export interface ContentRefusal {
  file: string;
  /** When this version was first refused (epoch ms). */
  since: number;
  /** The first problems, each with its JSON path. */
  problems: string[];
}

/**
 * The last version of each site file that passed its checks, so a bad edit never takes a site's menu and home page
 * away: in memory, and under DATA_DIR/content-accepted/ so a restart during a bad edit still has it.
 */
export class AcceptedFiles {
  private readonly kept = new Map<string, Buffer>();
  readonly refusals = new Map<string, ContentRefusal>();

  constructor(private readonly dataDir: string | null) {}

  private diskCopy(relative: string): string | null {
    return this.dataDir === null ? null : path.join(this.dataDir, 'content-accepted', relative);
  }

  accept(relative: string, body: Buffer): void {
    this.refusals.delete(relative);
    if (this.kept.get(relative)?.equals(body)) return;
    this.kept.set(relative, body);
    const copy = this.diskCopy(relative);
    if (copy === null) return;
    try {
      fs.mkdirSync(path.dirname(copy), { recursive: true });
      fs.writeFileSync(`${copy}.tmp`, body);
      fs.renameSync(`${copy}.tmp`, copy);
    } catch {
      // The copy in memory still serves this process.
    }
  }

  refuse(relative: string, problems: string[], now = Date.now()): void {
    const since = this.refusals.get(relative)?.since ?? now;
    this.refusals.set(relative, { file: relative, since, problems: problems.slice(0, 10) });
  }

  /** The last version that passed, or null when this file never passed here. */
  lastGood(relative: string): Buffer | null {
    const kept = this.kept.get(relative);
    if (kept) return kept;
    const copy = this.diskCopy(relative);
    if (copy === null) return null;
    try {
      const body = fs.readFileSync(copy);
      this.kept.set(relative, body);
      return body;
    } catch {
      return null;
    }
  }
}
