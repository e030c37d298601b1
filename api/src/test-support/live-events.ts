import { expect, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  withPlaces,
  type LiveMissing,
  type LivePlaces,
  type LiveRunner,
  type LiveWatchAnswer,
} from '@marathon/shared/api';
import { buildTestApp } from './test-app';

/**
 * A runner's state from one block of an events stream: a `runner` event's whole state, or a `places` event's places
 * on the runner's last state `known` (as a page applies them); null for anything else.
 */
function stateOf(
  block: string,
  known: ReadonlyMap<string, LiveRunner | LiveMissing>,
): LiveRunner | LiveMissing | null {
  const data = block
    .split('\n')
    .find((line) => line.startsWith('data: '))
    ?.slice(6);
  if (!data) return null;
  if (block.startsWith('event: runner')) return JSON.parse(data) as LiveRunner | LiveMissing;
  if (!block.startsWith('event: places')) return null;
  const places = JSON.parse(data) as LivePlaces;
  const last = known.get(places.bib);
  if (!last?.found) throw new Error(`places of ${places.bib} came before any state of theirs`);
  const moved = withPlaces(last, places);
  if (moved === last) throw new Error(`places of ${places.bib} came for another version than the one sent`);
  return moved;
}

/** The runner states an events stream at `base` sends, as they come (places applied on the last state). */
async function* runnerEvents(base: string, ticket: string, signal: AbortSignal): AsyncGenerator<LiveRunner> {
  const response = await fetch(`${base}${endpoints.liveEvents.path}?watch=${encodeURIComponent(ticket)}`, {
    signal,
  });
  if (!response.body) throw new Error('the events stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const known = new Map<string, LiveRunner | LiveMissing>();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const state = stateOf(buffer.slice(0, end), known);
      buffer = buffer.slice(end + 2);
      if (!state) continue;
      known.set(state.bib, state);
      // A followed runner is always one the test can see.
      if (state.found) yield state;
    }
  }
}

/**
 * Opens a stream on one runner of a listening test app (at `base`): its first state read, then each next one.
 * Closed when the test ends.
 */
export async function followRunner(app: FastifyInstance, base: string, year: number, bib: string) {
  const watched = await app.inject({
    method: 'POST',
    url: endpoints.liveWatch.path,
    payload: { year, runners: [{ bib }] },
  });
  const { watch } = watched.json<{ data: LiveWatchAnswer }>().data;
  const stop = new AbortController();
  onTestFinished(() => stop.abort());
  const events = runnerEvents(base, watch, stop.signal);
  return { first: (await events.next()).value, next: async () => (await events.next()).value };
}

/**
 * An events stream on some runners (with the share codes a page gave) of a listening test app at `base`: `seen`
 * holds every runner's state so far (a `places` event applied on the runner's last state), `kinds` which event
 * brought each; `until` reads on until one after those an earlier `until` looked at matches,
 * within a generous limit.
 */
export async function openRunnersStream(
  app: FastifyInstance,
  base: string,
  year: number,
  runners: { bib: string; code?: string }[],
) {
  const watched = await app.inject({
    method: 'POST',
    url: endpoints.liveWatch.path,
    payload: { year, runners },
  });
  const { watch } = watched.json<{ data: LiveWatchAnswer }>().data;
  const controller = new AbortController();
  const response = await fetch(`${base}${endpoints.liveEvents.path}?watch=${encodeURIComponent(watch)}`, {
    signal: controller.signal,
  });
  if (!response.body) throw new Error('the events stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const seen: (LiveRunner | LiveMissing)[] = [];
  /** Each state's event (`runner`: the whole state, `places`: places alone), in the order of `seen`. */
  const kinds: ('runner' | 'places')[] = [];
  const known = new Map<string, LiveRunner | LiveMissing>();
  /** Events before this one were looked at by an earlier `until`. */
  let looked = 0;
  let buffer = '';
  return {
    seen,
    kinds,
    close: () => controller.abort(),
    async until(match: (runner: LiveRunner | LiveMissing) => boolean, what: string) {
      let late = false;
      const deadline = setTimeout(() => {
        late = true;
        controller.abort();
      }, 30_000);
      try {
        for (;;) {
          const index = seen.findIndex((runner, at) => at >= looked && match(runner));
          const found = seen[index];
          if (found) {
            looked = index + 1;
            return found;
          }
          const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
          if (done) throw new Error(`${late ? 'nothing within 30 s' : 'the stream ended'} before ${what}`);
          buffer += value;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const state = stateOf(block, known);
            if (!state) continue;
            known.set(state.bib, state);
            seen.push(state);
            kinds.push(block.startsWith('event: places') ? 'places' : 'runner');
          }
        }
      } finally {
        clearTimeout(deadline);
      }
    },
  };
}

/**
 * The API a timing company posts to, and the one followers' streams are open on (listening at `base`): another
 * process on PostgreSQL; on SQLite in memory, one process's own, the same app. `feed` posts passings of `year` and
 * expects none refused.
 */
export async function feedAndStreamApps(key: string, year: number) {
  const timingFeedKeys = [{ provider: 'chiptiming', key }];
  const feedApp = await buildTestApp({ timingFeedKeys });
  const database = feedApp.context.config.database;
  const streamApp = database.kind === 'postgres' ? await buildTestApp({ timingFeedKeys, database }) : feedApp;
  const base = await streamApp.listen({ port: 0, host: '127.0.0.1' });
  return {
    feedApp,
    streamApp,
    base,
    async feed(
      passings: { bib: string; point: string; time: string; correction?: boolean }[],
      statuses: { bib: string; status: 'running' | 'dnf' | 'dq' }[] = [],
    ) {
      const response = await feedApp.inject({
        method: 'POST',
        url: endpoints.livePassings.path,
        headers: { 'x-timing-key': key },
        payload: { year, passings, statuses },
      });
      expect(response.json<{ data: { refused: number } }>().data.refused).toBe(0);
    },
    async close() {
      if (streamApp !== feedApp) await streamApp.close();
      await feedApp.close();
    },
  };
}
