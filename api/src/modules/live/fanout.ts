import { createHash } from 'node:crypto';
import type { LiveMissing, LivePlaces, LiveRunner, TrackingMode } from '@marathon/shared/api';
import { WHOLE_YEAR, type LiveBus, type PlacesMoved } from './bus';
import type { LiveReader } from './reader';
import type { LiveRecord } from './state';
import { visibleRunner } from './visibility';

/**
 * Runners whose place others moved are sent again at most this often: on race day places at a point move with
 * every faster chip time behind, for every runner watched, all at once; a phone needs the place, not each step of
 * it. A runner's own change goes at once.
 */
export const PLACES_EVERY_MS = 10_000;

/** After a round failed (the database did not answer), its work is tried again this much later. */
const RETRY_MS = 1_000;

export type EventKind = 'runner' | 'places' | 'opening';

/** One open events stream, as the fan-out sees it. */
export interface StreamMember {
  year: number;
  bibs: ReadonlySet<string>;
  /** Whether this stream's page gave the share code of a runner who shares by code. */
  granted(bib: string, record: LiveRecord): boolean;
  /** Writes an SSE block; false once the stream is closed. */
  write(block: string): boolean;
}

interface Options {
  bus: LiveBus;
  read: LiveReader;
  /** The race's tracking rule for runners who chose nothing. */
  raceDefault(): Promise<TrackingMode>;
  /** How long an event waited, from the change heard to its writing (for the metrics). */
  observe?(kind: EventKind, ms: number): void;
  onProblem(error: unknown): void;
  placesEveryMs?: number;
}

/** Work heard and not yet sent: per runner (`year/bib`), when it was first heard and why. */
interface Pending {
  runners: Map<string, { heardAt: number; kind: 'runner' | 'places' }>;
  opening: { member: StreamMember; at: number }[];
}

const keyOf = (year: number, bib: string) => `${year}/${bib}`;
const digestOf = (text: string) => createHash('sha1').update(text).digest('base64');

/** A runner's state as the streams get it: whole, its digest, its digest without places, and its places alone. */
interface Texts {
  text: string;
  digest: string;
  base: string;
  places: string | null;
}

function textsOf(shown: LiveRunner | LiveMissing): Texts {
  const text = JSON.stringify(shown);
  if (!shown.found) return { text, digest: digestOf(text), base: digestOf(text), places: null };
  const placeless = shown.splits.map((split) => ({ ...split, rank: null, genderRank: null }));
  const places: LivePlaces = {
    year: shown.year,
    bib: shown.bib,
    version: shown.version,
    places: shown.splits.map(({ point, rank, genderRank }) => ({ point, rank, genderRank })),
  };
  return {
    text,
    digest: digestOf(text),
    base: digestOf(JSON.stringify({ ...shown, splits: placeless })),
    places: JSON.stringify(places),
  };
}

/**
 * The events of one API process's open streams. Each change the bus announces is read once for the whole process:
 * the changed runners that some stream here watches are read together (a few queries, whatever their number), their
 * state turned into text once, then written to every stream watching them that may see them. Work heard while a
 * round is being sent is gathered into the next round, so a burst of feed calls costs a few rounds, not a read per
 * runner per stream, and rounds go one after another, so an older state never overtakes a newer one. Places moved by
 * others' reads are worked out in memory from the elapsed times last sent and re-sent at most every
 * PLACES_EVERY_MS, in the same rounds (their rows are kept: the places come from the in-memory rank index). A state
 * the same as the one a stream last had of a runner is not sent again.
 */
export function liveFanout({
  bus,
  read,
  raceDefault,
  observe,
  onProblem,
  placesEveryMs = PLACES_EVERY_MS,
}: Options) {
  const watchers = new Map<string, Set<StreamMember>>();
  /**
   * What each stream last had of each runner: a digest of the whole text, to send nothing twice, and one of the text
   * without its places, to send only the places when nothing else changed.
   */
  const sent = new WeakMap<StreamMember, Map<string, { digest: string; base: string }>>();
  /** Each watched runner's race and elapsed time at each point, as last read: whose place a change moved. */
  const elapsed = new Map<string, { item: string; at: Map<string, number> }>();
  let pending: Pending = { runners: new Map(), opening: [] };
  const placesDue = new Map<string, number>();
  let placesTimer: NodeJS.Timeout | null = null;
  let placesSentAt = 0;
  let running = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const heard = (key: string, heardAt: number, kind: 'runner' | 'places') => {
    const known = pending.runners.get(key);
    // The wait counts from the first change heard of a kind; a runner's own change outranks a places re-send of
    // them (whose wait counts from the places moved, up to PLACES_EVERY_MS before).
    if (!known) pending.runners.set(key, { heardAt, kind });
    else if (kind === 'runner' && known.kind === 'places') pending.runners.set(key, { heardAt, kind });
  };

  const movedPlaces = (year: number, moved: readonly PlacesMoved[], heardAt: number) => {
    for (const [key, runner] of elapsed) {
      if (!key.startsWith(`${year}/`) || placesDue.has(key)) continue;
      // Slower than the lowest time written or replaced at a point: the runner's place there moved.
      const slower = moved.some(
        (place) => place.item === runner.item && (runner.at.get(place.point) ?? -1) > place.fromMs,
      );
      if (slower) placesDue.set(key, heardAt);
    }
    if (placesDue.size > 0 && !placesTimer && !closed) {
      placesTimer = setTimeout(sendPlaces, Math.max(0, placesSentAt + placesEveryMs - Date.now()));
    }
  };

  const sendPlaces = () => {
    placesTimer = null;
    placesSentAt = Date.now();
    for (const [key, heardAt] of placesDue) heard(key, heardAt, 'places');
    placesDue.clear();
    schedule();
  };

  const unsubscribe = bus.subscribe((change) => {
    const heardAt = Date.now();
    if (change.bibs.includes(WHOLE_YEAR)) {
      for (const key of watchers.keys()) if (key.startsWith(`${change.year}/`)) heard(key, heardAt, 'runner');
    } else {
      for (const bib of change.bibs) {
        const key = keyOf(change.year, bib);
        if (watchers.has(key)) heard(key, heardAt, 'runner');
      }
      if (change.moved && change.moved.length > 0) movedPlaces(change.year, change.moved, heardAt);
    }
    schedule();
  });

  function schedule(): void {
    if (running || closed || retryTimer) return;
    if (pending.runners.size === 0 && pending.opening.length === 0) return;
    running = true;
    void round().finally(() => {
      running = false;
      schedule();
    });
  }

  async function round(): Promise<void> {
    const work = pending;
    pending = { runners: new Map(), opening: [] };
    try {
      await send(work);
    } catch (error) {
      onProblem(error);
      // Nothing heard is lost: the work goes back (before what was heard since) and is tried again shortly.
      for (const [key, value] of pending.runners) if (!work.runners.has(key)) work.runners.set(key, value);
      work.opening.push(...pending.opening);
      pending = work;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        schedule();
      }, RETRY_MS);
    }
  }

  async function send({ runners, opening }: Pending): Promise<void> {
    const byYear = new Map<number, Set<string>>();
    const want = (year: number, bib: string) => {
      let bibs = byYear.get(year);
      if (!bibs) byYear.set(year, (bibs = new Set()));
      bibs.add(bib);
    };
    for (const key of runners.keys()) {
      const slash = key.indexOf('/');
      want(Number(key.slice(0, slash)), key.slice(slash + 1));
    }
    for (const { member } of opening) for (const bib of member.bibs) want(member.year, bib);
    const tracking = await raceDefault();
    for (const [year, bibs] of byYear) {
      const records = await read.many(year, [...bibs], read.asOf(year));
      /** Each runner's texts this round, made once however many streams get them. */
      const texts = new Map<string, Texts>();
      const textOf = (bib: string, member: StreamMember) => {
        const shown = visibleRunner(
          records.get(bib) ?? null,
          tracking,
          (found) => member.granted(bib, found),
          {
            found: false,
            year,
            bib,
          },
        );
        const id = `${bib}/${shown.found ? 'shown' : 'missing'}`;
        let made = texts.get(id);
        if (!made) texts.set(id, (made = textsOf(shown)));
        return made;
      };
      const deliver = (member: StreamMember, bib: string, kind: EventKind, heardAt: number) => {
        const made = textOf(bib, member);
        const last = sent.get(member);
        if (!last) return;
        const had = last.get(bib);
        if (had?.digest === made.digest) return;
        // Only the places moved since this stream's last state of the runner: the places alone.
        const block =
          had?.base === made.base && made.places !== null
            ? `event: places\ndata: ${made.places}\n\n`
            : `event: runner\ndata: ${made.text}\n\n`;
        if (!member.write(block)) return;
        last.set(bib, { digest: made.digest, base: made.base });
        observe?.(kind, Date.now() - heardAt);
      };
      for (const bib of bibs) {
        const key = keyOf(year, bib);
        const record = records.get(bib);
        if (record && watchers.has(key)) {
          elapsed.set(key, {
            item: record.runner.raceItem,
            at: new Map(record.runner.splits.map((split) => [split.point, split.elapsedMs])),
          });
        }
        const change = runners.get(key);
        if (!change) continue;
        for (const member of watchers.get(key) ?? []) deliver(member, bib, change.kind, change.heardAt);
      }
      for (const { member, at } of opening) {
        if (member.year !== year) continue;
        for (const bib of member.bibs) deliver(member, bib, 'opening', at);
      }
    }
  }

  return {
    /** A stream opened: it gets each runner's state at once, then every change. Answers its leaving. */
    join(member: StreamMember): () => void {
      sent.set(member, new Map());
      for (const bib of member.bibs) {
        const key = keyOf(member.year, bib);
        let set = watchers.get(key);
        if (!set) watchers.set(key, (set = new Set()));
        set.add(member);
      }
      pending.opening.push({ member, at: Date.now() });
      schedule();
      let left = false;
      return () => {
        if (left) return;
        left = true;
        sent.delete(member);
        for (const bib of member.bibs) {
          const key = keyOf(member.year, bib);
          const set = watchers.get(key);
          set?.delete(member);
          if (set?.size === 0) {
            watchers.delete(key);
            elapsed.delete(key);
            placesDue.delete(key);
          }
        }
      };
    },
    close(): void {
      closed = true;
      unsubscribe();
      if (placesTimer) clearTimeout(placesTimer);
      if (retryTimer) clearTimeout(retryTimer);
    },
  };
}

export type LiveFanout = ReturnType<typeof liveFanout>;
