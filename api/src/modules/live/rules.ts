import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { liveRulesSchema, RACE_ITEM_DISTANCE_KM, type LiveRules, type RaceItem } from '@marathon/shared/api';
import { parseRaceTime } from '../results';

/** The race's rules for live tracking: content (CONTENT_DIR/live.json), read again when an editor changes it. */
export const LIVE_RULES_FILE = 'live.json';

/**
 * Without a live.json: runners are followed publicly, and the bounds are the world records of each distance (so
 * nothing a human runs is refused).
 */
export const DEFAULT_LIVE_RULES: LiveRules = liveRulesSchema.parse({
  tracking: 'public',
  courseRecords: { half: '0:57:31', fun: '0:12:35' },
});

export interface RulesSource {
  /** The rules now: the file's last good reading (a broken edit keeps the rules it replaced, and is logged). */
  current(): Promise<LiveRules>;
}

const RECHECK_MS = 5_000;

export function liveRulesSource(contentDir: string, onProblem: (message: string) => void): RulesSource {
  const file = path.join(contentDir, LIVE_RULES_FILE);
  let rules = DEFAULT_LIVE_RULES;
  let seenMtime = -1;
  let checkedAt = 0;
  let reading: Promise<LiveRules> | null = null;
  async function read(): Promise<LiveRules> {
    const mtime = await stat(file).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (mtime === seenMtime) return rules;
    seenMtime = mtime;
    if (mtime === 0) return (rules = DEFAULT_LIVE_RULES);
    try {
      const parsed = liveRulesSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (parsed.success) return (rules = parsed.data);
      onProblem(`${LIVE_RULES_FILE}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    } catch (error) {
      onProblem(`${LIVE_RULES_FILE}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return rules;
  }
  return {
    current() {
      const now = Date.now();
      if (now - checkedAt < RECHECK_MS) return Promise.resolve(rules);
      checkedAt = now;
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
  };
}

/** The fastest pace (ms per km) any stretch of this item may be run at: the record's average, less the margin. */
export function fastestPaceMsPerKm(rules: LiveRules, item: RaceItem): number {
  const record = parseRaceTime(rules.courseRecords[item]) ?? 1;
  return (record / RACE_ITEM_DISTANCE_KM[item]) * (1 - rules.recordMarginPercent / 100);
}
