import type { Kysely } from 'kysely';
import {
  pointKm,
  POINTS_OF_ITEM,
  type LivePoint,
  type LivePrediction,
  type LiveRunner,
  type LiveSplit,
  type LiveStatus,
  type RaceItem,
  type TrackingMode,
  REGISTRATION_STATUS,
  RESULTS_STATUS,
} from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import type { RankLookup } from './rank-index';
import type { RaceCalendar } from '../../kernel/race-calendar';
import { entriesByBib } from '../registrations';
import { editionState, resultsOfBibs, STATUS_CODE, statusOf } from '../results';
import type { RaceResultsTable } from '../results';

/** A runner's live state with who may see it: the caller shows it, or not, by the runner's choice. */
export interface LiveRecord {
  runner: LiveRunner;
  /** The runner's own choice; null: the race's rule. */
  tracking: TrackingMode | null;
  codeHash: string | null;
}

const TRACKING = new Set<string>(['public', 'code', 'hidden']);

/**
 * A predicted passing: the runner's average pace from their start to the last point timed, carried on over the
 * distance to the point (an even pace: simple, and what runners themselves reckon with).
 */
export function predict(
  point: LivePoint,
  item: RaceItem,
  last: { km: number; elapsedMs: number },
  startAt: number,
): LivePrediction {
  const km = pointKm(point, item);
  const elapsedMs = Math.round((last.elapsedMs / last.km) * km);
  return { point, km, elapsedMs, at: startAt + elapsedMs };
}

/** What the database keeps of a runner for the live views. */
export interface LiveRows {
  year: number;
  bib: string;
  registration: Pick<Database['race_registrations'], 'name' | 'gender' | 'race_item' | 'age_group'>;
  edition: Pick<Database['race_editions'], 'race_date' | 'results_status' | 'updated_at'>;
  /** The gun of the runner's race item, as the race calendar says (the edition's date for an unconfigured year). */
  gunAt: number;
  live: Database['live_runners'] | undefined;
  reads: Pick<Database['live_passings'], 'point' | 'at' | 'elapsed_ms' | 'timing' | 'gender' | 'race_item'>[];
  result: ResultColumns | undefined;
}

/** Bibs per query: a change of a whole feed call (500 items at most) in one or two rounds of queries. */
const ROWS_BATCH = 500;

/**
 * Some runners' rows (registration, edition, live state, kept reads, imported result) in five queries per 500 bibs,
 * whatever their number: a feed call's change is read once per process, not once per runner. A bib the year has
 * no runner of is absent.
 */
export async function loadLiveRowsMany(
  db: Kysely<Database>,
  year: number,
  bibs: readonly string[],
  calendar: RaceCalendar | null = null,
): Promise<Map<string, LiveRows>> {
  const rows = new Map<string, LiveRows>();
  const edition = await editionState(db, year);
  if (!edition) return rows;
  const stored = Number(edition.race_date);
  const unique = [...new Set(bibs)];
  for (let first = 0; first < unique.length; first += ROWS_BATCH) {
    const slice = unique.slice(first, first + ROWS_BATCH);
    const [registrations, lives, reads, results] = await Promise.all([
      entriesByBib(db, year, slice),
      db.selectFrom('live_runners').selectAll().where('year', '=', year).where('bib', 'in', slice).execute(),
      db
        .selectFrom('live_passings')
        .select(['bib', 'point', 'at', 'elapsed_ms', 'timing', 'gender', 'race_item'])
        .where('year', '=', year)
        .where('bib', 'in', slice)
        .execute(),
      resultsOfBibs(db, year, slice),
    ]);
    for (const { bib, name, gender, race_item, age_group, status } of registrations) {
      // A runner who withdrew keeps the bib given them: the live views know no runner by it.
      if (!bib || status === REGISTRATION_STATUS.withdrawn) continue;
      const gunAt = calendar?.gunOf(year, race_item as RaceItem, stored) ?? stored;
      const registration = { name, gender, race_item, age_group };
      rows.set(bib, {
        year,
        bib,
        registration,
        edition,
        gunAt,
        live: undefined,
        reads: [],
        result: undefined,
      });
    }
    for (const live of lives) {
      const runner = rows.get(live.bib);
      if (runner) runner.live = live;
    }
    for (const { bib, ...read } of reads) rows.get(bib)?.reads.push(read);
    for (const { bib, ...result } of results) {
      const runner = bib ? rows.get(bib) : undefined;
      if (runner) runner.result = result;
    }
  }
  return rows;
}

/** A runner's rows; null when the year has no such runner. */
export async function loadLiveRows(
  db: Kysely<Database>,
  year: number,
  bib: string,
  calendar: RaceCalendar | null = null,
): Promise<LiveRows | null> {
  return (await loadLiveRowsMany(db, year, [bib], calendar)).get(bib) ?? null;
}

/**
 * A runner's live state from their rows: kept reads with the place at each so far (asked of the rank index each
 * time, so a place moved by others' reads is current though the rows are not read again), status and predictions.
 */
export async function liveRecordOf(rows: LiveRows, ranks: RankLookup, asOf?: number): Promise<LiveRecord> {
  const { year, bib, registration, edition, gunAt, live, reads, result } = rows;
  const tracking = live?.tracking && TRACKING.has(live.tracking) ? (live.tracking as TrackingMode) : null;
  const common = {
    found: true as const,
    year,
    bib,
    name: registration.name,
    gender: registration.gender,
    raceItem: registration.race_item as RaceItem,
    ageGroup: registration.age_group,
    version: live?.version ?? 0,
  };
  if (result) {
    // The imported results replace the live reads: the view shows them (final once the organisers say so).
    return {
      tracking,
      codeHash: live?.code_hash ?? null,
      runner: {
        ...common,
        ...fromResult(result, common.raceItem, gunAt),
        provisional: edition.results_status !== RESULTS_STATUS.final,
        updatedAt: Number(edition.updated_at),
      },
    };
  }
  const item = registration.race_item as RaceItem;
  const course = POINTS_OF_ITEM[item];
  const byPoint = new Map(reads.map((read) => [read.point as LivePoint, read]));
  const start = byPoint.get('start');
  const timed = course.flatMap((point) => {
    const read = byPoint.get(point);
    return read ? [{ point, read, elapsed: Number(read.elapsed_ms) }] : [];
  });
  const places = await ranks(
    year,
    item,
    registration.gender,
    timed.map(({ point, elapsed }) => ({ point, elapsed })),
    asOf,
  );
  const splits: LiveSplit[] = timed.map(({ point, read, elapsed }, index) => ({
    point,
    km: pointKm(point, item),
    at: Number(read.at),
    elapsedMs: elapsed,
    timing: read.timing === 'chip' && start ? 'chip' : 'gun',
    // No place at the start line: everyone is at 0 there.
    rank: point === 'start' ? null : (places[index]?.rank ?? null),
    genderRank: point === 'start' ? null : (places[index]?.genderRank ?? null),
  }));
  const status: LiveStatus =
    live?.status === STATUS_CODE.dnf
      ? 'dnf'
      : live?.status === STATUS_CODE.dq
        ? 'dq'
        : byPoint.has('finish')
          ? 'finished'
          : splits.length > 0
            ? 'on-course'
            : 'not-started';
  const startAt = start ? Number(start.at) : gunAt;
  const last = [...splits].reverse().find((split) => split.km > 0);
  const nextPoint = course.find((point) => point !== 'start' && !byPoint.has(point));
  const running = status === 'on-course';
  const reason =
    live?.status_reason_zh && live.status_reason_en
      ? { zh: live.status_reason_zh, en: live.status_reason_en }
      : null;
  return {
    tracking,
    codeHash: live?.code_hash ?? null,
    runner: {
      ...common,
      status,
      reason,
      startAt,
      splits,
      paceSecondsPerKm: last ? Math.round(last.elapsedMs / last.km / 1000) : null,
      next: running && last && nextPoint ? predict(nextPoint, item, last, startAt) : null,
      finish: running && last ? predict('finish', item, last, startAt) : null,
      provisional: true,
      updatedAt: live ? Number(live.updated_at) : gunAt,
    },
  };
}

type ResultColumns = Pick<
  RaceResultsTable,
  | 'gun_ms'
  | 'chip_ms'
  | 'splits'
  | 'overall_rank'
  | 'gender_rank'
  | 'status'
  | 'status_reason_zh'
  | 'status_reason_en'
>;

/** A runner's imported result as the live views show it: the 5 km splits and the finish with its ranks. */
function fromResult(result: ResultColumns, item: RaceItem, gunAt: number) {
  const status = statusOf(result.status);
  const startAt = gunAt + Number(result.gun_ms) - Number(result.chip_ms);
  let marks: number[] = [];
  try {
    const parsed: unknown = JSON.parse(result.splits);
    if (Array.isArray(parsed)) marks = parsed.filter((value): value is number => typeof value === 'number');
  } catch {
    marks = [];
  }
  const course = POINTS_OF_ITEM[item].filter((point) => point !== 'start' && point !== 'finish');
  const splits: LiveSplit[] = [];
  if (status === 'finished') {
    splits.push({
      point: 'start',
      km: 0,
      at: startAt,
      elapsedMs: 0,
      timing: 'chip',
      rank: null,
      genderRank: null,
    });
    course.forEach((point, index) => {
      const elapsedMs = marks[index];
      if (elapsedMs === undefined) return;
      const km = pointKm(point, item);
      splits.push({
        point,
        km,
        at: startAt + elapsedMs,
        elapsedMs,
        timing: 'chip',
        rank: null,
        genderRank: null,
      });
    });
    const chip = Number(result.chip_ms);
    splits.push({
      point: 'finish',
      km: pointKm('finish', item),
      at: startAt + chip,
      elapsedMs: chip,
      timing: 'chip',
      rank: result.overall_rank,
      genderRank: result.gender_rank,
    });
  }
  const last = splits.at(-1);
  return {
    status,
    reason:
      result.status_reason_zh && result.status_reason_en
        ? { zh: result.status_reason_zh, en: result.status_reason_en }
        : null,
    startAt,
    splits,
    paceSecondsPerKm: last && last.km > 0 ? Math.round(last.elapsedMs / last.km / 1000) : null,
    next: null,
    finish: null,
  };
}
