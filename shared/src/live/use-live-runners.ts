import { useEffect, useState } from 'react';
import {
  withPlaces,
  type LiveMissing,
  type LivePlaces,
  type LiveRunner,
  type LiveWatchAnswer,
} from '../api/live';

type Shown = LiveRunner | LiveMissing;

/** How a page asks for the runners' state: its own API client (headers, language), and where the events are. */
export interface LiveSource {
  watch(
    body: { year: number; runners: { bib: string; code?: string }[] },
    signal: AbortSignal,
  ): Promise<LiveWatchAnswer>;
  eventsUrl(ticket: string): string;
}

/** `live`: the events stream is open; `fallback`: it is not (dropped, or no EventSource), the page asks every 15 s. */
export type LiveConnection = 'connecting' | 'live' | 'fallback';

/** Asked again this often while the stream is down: a few requests a minute a page, never a storm. */
const FALLBACK_MS = 15_000;
/** A stream that has not opened again after this long counts as dropped. */
const DROPPED_MS = 8_000;

/** Keeps the newest state of each runner: events of one runner may cross a fallback answer. */
function merge(current: Map<string, Shown>, incoming: readonly Shown[]): Map<string, Shown> {
  const next = new Map(current);
  for (const runner of incoming) {
    const known = next.get(runner.bib);
    if (!runner.found || !known?.found || runner.version >= known.version) next.set(runner.bib, runner);
  }
  return next;
}

/** Moves a known runner's places (event `places`): only if the page has the state of the version they are of. */
function placed(current: Map<string, Shown>, places: LivePlaces): Map<string, Shown> {
  const known = current.get(places.bib);
  if (!known?.found) return current;
  const moved = withPlaces(known, places);
  return moved === known ? current : new Map(current).set(places.bib, moved);
}

/**
 * The live state of up to ten runners of a year: first their state, then each change over Server-Sent Events.
 * When the browser has no EventSource or the stream stays down (a proxy that drops it, a phone between networks),
 * the page asks for the state every 15 s until the stream is back.
 */
export function useLiveRunners(
  source: LiveSource,
  year: number | null,
  runners: readonly { bib: string; code?: string }[],
): { runners: Map<string, Shown>; connection: LiveConnection; error: unknown } {
  const [state, setState] = useState<Map<string, Shown>>(new Map());
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [error, setError] = useState<unknown>(null);
  const key = JSON.stringify(runners.map((runner) => [runner.bib, runner.code ?? '']));

  useEffect(() => {
    if (year === null || runners.length === 0) return;
    const controller = new AbortController();
    const wanted = runners.map((runner) => ({
      bib: runner.bib,
      ...(runner.code ? { code: runner.code } : {}),
    }));
    let stream: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let dropped: ReturnType<typeof setTimeout> | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;

    const ask = async (): Promise<string | null> => {
      try {
        const answer = await source.watch({ year, runners: wanted }, controller.signal);
        setState((current) => merge(current, answer.runners));
        setError(null);
        return answer.watch;
      } catch (failure) {
        if (!controller.signal.aborted) setError(failure);
        return null;
      }
    };
    const fallBack = () => {
      setConnection('fallback');
      poll ??= setInterval(() => void ask(), FALLBACK_MS);
    };
    const recovered = () => {
      if (poll) clearInterval(poll);
      if (dropped) clearTimeout(dropped);
      poll = null;
      dropped = null;
      setConnection('live');
    };
    const open = (ticket: string) => {
      if (typeof EventSource === 'undefined') return fallBack();
      stream = new EventSource(source.eventsUrl(ticket));
      stream.addEventListener('open', recovered);
      stream.addEventListener('runner', (event) => {
        setState((current) => merge(current, [JSON.parse((event as MessageEvent<string>).data) as Shown]));
      });
      stream.addEventListener('places', (event) => {
        setState((current) =>
          placed(current, JSON.parse((event as MessageEvent<string>).data) as LivePlaces),
        );
      });
      stream.addEventListener('error', () => {
        if (stream?.readyState === EventSource.CLOSED) {
          // Refused (an expired ticket, a busy server): poll, and try a new stream after a while, never at once.
          stream = null;
          fallBack();
          reopen ??= setTimeout(() => {
            reopen = null;
            void ask().then((next) => {
              if (next && !controller.signal.aborted) open(next);
            });
          }, FALLBACK_MS);
          return;
        }
        // The browser reconnects by itself; poll only if it does not manage soon.
        dropped ??= setTimeout(fallBack, DROPPED_MS);
      });
    };
    void ask().then((ticket) => {
      if (controller.signal.aborted) return;
      if (ticket) open(ticket);
      else fallBack();
    });
    return () => {
      controller.abort();
      stream?.close();
      if (poll) clearInterval(poll);
      if (dropped) clearTimeout(dropped);
      if (reopen) clearTimeout(reopen);
    };
    // `key` stands for the runners' contents, so a new array of the same runners does not reopen the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, year, key]);

  return { runners: state, connection, error };
}
