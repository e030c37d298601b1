import { expect, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type LiveMissing, type LiveRunner, type LiveWatchAnswer } from '@marathon/shared/api';
import { buildTestApp } from './test-app';

/** The runner states an events stream at `base` sends, as they come. */
async function* runnerEvents(base: string, ticket: string, signal: AbortSignal): AsyncGenerator<LiveRunner> {
  const response = await fetch(`${base}${endpoints.liveEvents.path}?watch=${encodeURIComponent(ticket)}`, {
    signal,
  });
  if (!response.body) throw new Error('the events stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = message.split('\n').find((line) => line.startsWith('data: '));
      if (message.startsWith('event: runner') && data) yield JSON.parse(data.slice(6)) as LiveRunner;
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
 * holds every runner event so far; `until` reads on until one after those an earlier `until` looked at matches,
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
  /** Events before this one were looked at by an earlier `until`. */
  let looked = 0;
  let buffer = '';
  return {
    seen,
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
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (block.startsWith('event: runner') && data)
              seen.push(JSON.parse(data.slice(6)) as LiveRunner | LiveMissing);
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
    async feed(passings: { bib: string; point: string; time: string; correction?: boolean }[]) {
      const response = await feedApp.inject({
        method: 'POST',
        url: endpoints.livePassings.path,
        headers: { 'x-timing-key': key },
        payload: { year, passings },
      });
      expect(response.json<{ data: { refused: number } }>().data.refused).toBe(0);
    },
    async close() {
      if (streamApp !== feedApp) await streamApp.close();
      await feedApp.close();
    },
  };
}
