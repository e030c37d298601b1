import { onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type LiveRunner, type LiveWatchAnswer } from '@marathon/shared/api';

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
