import type { Kysely, Transaction } from 'kysely';
import {
  REGISTRATION_STATUS,
  type FeedItemResult,
  type LivePoint,
  type PassingsAnswer,
  type RaceItem,
  type StatusInput,
  type PassingInput,
} from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { joinMoved, type PlacesMoved } from './bus';
import type { RaceCalendar } from '../../kernel/race-calendar';
import { entriesByBib } from '../registrations';
import { editionState, STATUS_CODE } from '../results';
import { takeFeedTurn } from './feed-turn';
import { judgePassing, type KeptRead } from './judge';
import { passingMoment } from './passing-time';
import { fastestPaceMsPerKm } from './rules';
import type { LiveRules } from '@marathon/shared/api';

interface Read {
  at: number;
  timing: 'chip' | 'gun';
  provider: string;
  changed: boolean;
  /** The elapsed time the database keeps for this point before the call; null for a new read. */
  keptElapsed: number | null;
}

interface Runner {
  item: RaceItem;
  gender: number;
  /** The gun of the runner's race item: the race calendar's (or the edition's date for an unconfigured year). */
  gunAt: number;
  reads: Map<LivePoint, Read>;
  status: { code: number; zh: string | null; en: string | null } | null;
  /** The entry was withdrawn after its bib was given: the feed's reads of that bib are refused. */
  withdrawn: boolean;
}

const BATCH = 400;

/**
 * The entries and kept reads of the bibs a call names: per 400 bibs (a call has at most 500 items) the entry list's
 * rows and the kept reads, asked at once, so the feed's answer waits on one round of queries.
 */
async function loadRunners(db: Kysely<Database>, year: number, bibs: string[]): Promise<Map<string, Runner>> {
  const runners = new Map<string, Runner>();
  for (let start = 0; start < bibs.length; start += BATCH) {
    const slice = bibs.slice(start, start + BATCH);
    const [entries, reads] = await Promise.all([
      entriesByBib(db, year, slice),
      db
        .selectFrom('live_passings')
        .select(['bib', 'point', 'at', 'timing', 'provider', 'elapsed_ms'])
        .where('year', '=', year)
        .where('bib', 'in', slice)
        .execute(),
    ]);
    for (const entry of entries) {
      if (!entry.bib) continue;
      const item = entry.race_item as RaceItem;
      runners.set(entry.bib, {
        item,
        gender: entry.gender,
        gunAt: 0,
        reads: new Map(),
        status: null,
        withdrawn: entry.status === REGISTRATION_STATUS.withdrawn,
      });
    }
    for (const row of reads) {
      const runner = runners.get(row.bib);
      if (!runner) continue;
      runner.reads.set(row.point as LivePoint, {
        at: Number(row.at),
        timing: row.timing === 'gun' ? 'gun' : 'chip',
        provider: row.provider,
        changed: false,
        keptElapsed: Number(row.elapsed_ms),
      });
    }
  }
  return runners;
}

const UNKNOWN_BIB = {
  code: 'unknown-bib',
  zh: '该年度没有此号码布的报名',
  en: 'No runner of this year has this bib',
};

const WITHDRAWN_BIB = {
  code: 'withdrawn',
  zh: '该号码布的报名已退赛，不在起跑名单中',
  en: 'The entry of this bib was withdrawn: it is not on the start list',
};

const STATUS_OF: Record<StatusInput['status'], number> = {
  running: STATUS_CODE.finished,
  dnf: STATUS_CODE.dnf,
  dq: STATUS_CODE.dq,
};

export interface FeedCall {
  year: number;
  provider: string;
  passings: readonly PassingInput[];
  statuses: readonly StatusInput[];
}

/** The stages of a feed call timed for the metrics: where a slow call spends its time. */
export type FeedStage = 'read' | 'judge' | 'write';

/**
 * Takes one call of the timing feed in one transaction, in the year's turn (feed-turn.ts): judges every passing
 * against what is kept (in the call's order, so a call may carry a runner's several points), writes what changed, and
 * answers each item. Answers the bibs whose live state changed, and where others' places moved, for the events. The
 * 'read' stage timed for the metrics includes the wait for the turn.
 */
export async function ingestFeed(
  db: Kysely<Database>,
  call: FeedCall,
  rules: LiveRules,
  now = Date.now(),
  observe?: (stage: FeedStage, ms: number) => void,
  calendar: RaceCalendar | null = null,
): Promise<{ answer: PassingsAnswer; changed: string[]; moved: PlacesMoved[] }> {
  let since = performance.now();
  const lap = (stage: FeedStage) => {
    const at = performance.now();
    observe?.(stage, at - since);
    since = at;
  };
  return db.transaction().execute(async (trx) => {
    await takeFeedTurn(trx, call.year);
    return judgeAndWrite(trx, call, rules, now, lap, calendar);
  });
}

async function judgeAndWrite(
  db: Transaction<Database>,
  call: FeedCall,
  rules: LiveRules,
  now: number,
  lap: (stage: FeedStage) => void,
  calendar: RaceCalendar | null,
): Promise<{ answer: PassingsAnswer; changed: string[]; moved: PlacesMoved[] }> {
  const bibs = [...new Set([...call.passings, ...call.statuses].map((item) => item.bib))];
  // The year's edition and its runners at once: a year without an edition has no registrations either.
  const [edition, registered] = await Promise.all([
    editionState(db, call.year),
    loadRunners(db, call.year, bibs),
  ]);
  const stored = edition ? Number(edition.race_date) : 0;
  // Each runner's gun is their race item's, as the race calendar says.
  for (const runner of registered.values())
    runner.gunAt = calendar?.gunOf(call.year, runner.item, stored) ?? stored;
  const runners = edition ? registered : new Map<string, Runner>();
  lap('read');
  const results: FeedItemResult[] = [];
  const changed = new Set<string>();

  call.passings.forEach((passing, index) => {
    const runner = runners.get(passing.bib);
    const answer = (verdict: Pick<FeedItemResult, 'outcome' | 'reason'>) =>
      results.push({ kind: 'passing', index, bib: passing.bib, point: passing.point, ...verdict });
    if (!runner) return answer({ outcome: 'refused', reason: UNKNOWN_BIB });
    if (runner.withdrawn) return answer({ outcome: 'refused', reason: WITHDRAWN_BIB });
    const at = passingMoment(passing.time, runner.gunAt);
    if (at === null) {
      return answer({
        outcome: 'refused',
        reason: {
          code: 'bad-time',
          zh: '时间格式不正确',
          en: 'The time is not a time of day or an ISO 8601 moment',
        },
      });
    }
    const kept: KeptRead[] = [...runner.reads].map(([point, read]) => ({ point, at: read.at }));
    const verdict = judgePassing(
      kept,
      { point: passing.point, at, correction: passing.correction === true },
      { item: runner.item, gunAt: runner.gunAt, fastestMsPerKm: fastestPaceMsPerKm(rules, runner.item), now },
    );
    if (verdict.outcome === 'duplicate' || verdict.outcome === 'refused') {
      return answer({ outcome: verdict.outcome, reason: verdict.reason });
    }
    runner.reads.set(passing.point, {
      at,
      timing: passing.timing ?? 'chip',
      provider: call.provider,
      changed: true,
      keptElapsed: runner.reads.get(passing.point)?.keptElapsed ?? null,
    });
    changed.add(passing.bib);
    return answer({ outcome: verdict.outcome, reason: null });
  });

  call.statuses.forEach((status, index) => {
    const runner = runners.get(status.bib);
    if (!runner || runner.withdrawn) {
      results.push({
        kind: 'status',
        index,
        bib: status.bib,
        point: null,
        outcome: 'refused',
        reason: runner ? WITHDRAWN_BIB : UNKNOWN_BIB,
      });
      return;
    }
    runner.status = {
      code: STATUS_OF[status.status],
      zh: status.reasonZh ?? null,
      en: status.reasonEn ?? null,
    };
    changed.add(status.bib);
    results.push({ kind: 'status', index, bib: status.bib, point: null, outcome: 'accepted', reason: null });
  });

  lap('judge');
  const moved = changed.size > 0 ? await writeChanges(db, call.year, runners, [...changed], now) : [];
  lap('write');
  const count = (outcome: FeedItemResult['outcome']) =>
    results.filter((result) => result.outcome === outcome).length;
  return {
    answer: {
      year: call.year,
      accepted: count('accepted') + count('replaced'),
      duplicates: count('duplicate'),
      refused: count('refused'),
      results,
    },
    changed: [...changed],
    moved,
  };
}

/** Rows per statement: a call's items (at most 500) in a few statements, well under both databases' bounds. */
const WRITE_ROWS = 500;

/**
 * Writes a call's changes in the call's transaction, in a few multi-row upserts: the reads (each a whole row, so a read
 * re-timed by a new start read is rewritten too), then each runner's version (and status, when the call set one).
 * Answers where places moved: at each point written, from the lowest of the times written and the times replaced.
 */
async function writeChanges(
  trx: Transaction<Database>,
  year: number,
  runners: Map<string, Runner>,
  bibs: string[],
  now: number,
): Promise<PlacesMoved[]> {
  const reads: Database['live_passings'][] = [];
  const moved: PlacesMoved[] = [];
  const states: Database['live_runners'][] = [];
  const statuses: { bib: string; code: number; zh: string | null; en: string | null }[] = [];
  for (const bib of bibs) {
    const runner = runners.get(bib);
    if (!runner) continue;
    const start = runner.reads.get('start');
    for (const [point, read] of runner.reads) {
      // A chip time counts from the runner's own start read: a start read that changed re-times every chip read.
      if (!read.changed && !(start?.changed && read.timing === 'chip')) continue;
      const from = read.timing === 'chip' && start ? start.at : runner.gunAt;
      const elapsed = Math.max(0, read.at - from);
      // No place at the start line (everyone is at 0 there).
      if (point !== 'start' && elapsed !== read.keptElapsed) {
        moved.push({ item: runner.item, point, fromMs: Math.min(elapsed, read.keptElapsed ?? elapsed) });
      }
      reads.push({
        year,
        bib,
        point,
        race_item: runner.item,
        gender: runner.gender,
        at: read.at,
        elapsed_ms: elapsed,
        timing: read.timing,
        provider: read.provider,
        received_at: now,
      });
    }
    const status = runner.status;
    if (status) {
      statuses.push({ bib, ...status });
      // A status may take the runner out of the places (a DQ) or back: every place behind them moves.
      for (const [point, read] of runner.reads)
        if (point !== 'start' && read.keptElapsed !== null)
          moved.push({ item: runner.item, point, fromMs: read.keptElapsed });
    }
    states.push({
      year,
      bib,
      tracking: null,
      code_hash: null,
      status: status?.code ?? 0,
      status_reason_zh: status?.zh ?? null,
      status_reason_en: status?.en ?? null,
      version: 1,
      updated_at: now,
    });
  }
  for (let first = 0; first < reads.length; first += WRITE_ROWS) {
    await trx
      .insertInto('live_passings')
      .values(reads.slice(first, first + WRITE_ROWS))
      .onConflict((conflict) =>
        conflict.columns(['year', 'bib', 'point']).doUpdateSet((eb) => ({
          at: eb.ref('excluded.at'),
          elapsed_ms: eb.ref('excluded.elapsed_ms'),
          timing: eb.ref('excluded.timing'),
          provider: eb.ref('excluded.provider'),
          received_at: eb.ref('excluded.received_at'),
        })),
      )
      .execute();
  }
  for (let first = 0; first < states.length; first += WRITE_ROWS) {
    await trx
      .insertInto('live_runners')
      .values(states.slice(first, first + WRITE_ROWS))
      .onConflict((conflict) =>
        conflict.columns(['year', 'bib']).doUpdateSet((eb) => ({
          version: eb('live_runners.version', '+', 1),
          updated_at: now,
        })),
      )
      .execute();
  }
  // A status is rare (a DNF, a DQ): one statement each, setting it on the row the upsert above made sure of.
  for (const status of statuses) {
    await trx
      .updateTable('live_runners')
      .set({ status: status.code, status_reason_zh: status.zh, status_reason_en: status.en })
      .where('year', '=', year)
      .where('bib', '=', status.bib)
      .execute();
  }
  return joinMoved(moved);
}
