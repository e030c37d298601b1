import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

/** One follower: its place in the bench's list and the address of its events stream. */
export interface FollowerStream {
  index: number;
  url: string;
}

/** What a followers' worker answers when told to stop: every split each follower saw, and when it arrived. */
export type SeenSplit = [follower: number, id: string, at: number];

/** A followers' worker's answer to "stop": the splits seen, and which streams opened and which closed early. */
export interface FollowersReport {
  seen: SeenSplit[];
  /** Runner events received on all the worker's streams (a runner's own change, or a place others moved). */
  events: number;
  /** Followers whose stream answered 200 and was read. */
  opened: number[];
  /** Followers whose open stream ended or failed before the bench stopped it (events after that were lost). */
  closedEarly: number[];
}

/** A followers' worker's event loop delay since it was last asked (a late reading inflates the latency measured). */
export interface LoopLag {
  p99Ms: number;
  maxMs: number;
}

/**
 * A share of the bench's followers, in a thread of its own, so reading and parsing the events is spread over
 * several event loops (one process reading ~300,000 events was the bench's own limit). Says "opened" as each
 * stream opens (or "failed"); on "lag" answers its event loop's delay since last asked; on "stop" closes them all
 * and answers what each follower saw.
 */
function follow(streams: FollowerStream[], openPerSecond: number): void {
  const port = parentPort;
  if (!port) return;
  const report: FollowersReport = { seen: [], events: 0, opened: [], closedEarly: [] };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const controller = new AbortController();
  let stopping = false;
  for (const [place, { index, url }] of streams.entries()) {
    const mine = new Set<string>();
    // Pages open their streams as people arrive, not in one instant: this thread's share of the opening rate.
    const opening = new Promise((resolve) => setTimeout(resolve, (place * 1000) / openPerSecond));
    void opening
      .then(() => fetch(url, { signal: controller.signal }))
      .then(async (response) => {
        if (response.status !== 200 || !response.body) {
          port.postMessage({ type: 'failed', status: response.status });
          return;
        }
        report.opened.push(index);
        port.postMessage({ type: 'opened' });
        let buffer = '';
        for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          const now = Date.now();
          for (const block of blocks) {
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            report.events += 1;
            const runner = JSON.parse(data.slice(6)) as { bib: string; splits?: { point: string }[] };
            for (const split of runner.splits ?? []) {
              const id = `${runner.bib}/${split.point}`;
              if (mine.has(id)) continue;
              mine.add(id);
              report.seen.push([index, id, now]);
            }
          }
        }
        if (!stopping) report.closedEarly.push(index);
      })
      .catch(() => {
        if (stopping) return;
        if (report.opened.includes(index)) report.closedEarly.push(index);
        else port.postMessage({ type: 'failed', status: 0 });
      });
  }
  port.on('message', (message: { type: string }) => {
    if (message.type === 'lag') {
      const answer: LoopLag = { p99Ms: lag.percentile(99) / 1e6, maxMs: lag.max / 1e6 };
      lag.reset();
      port.postMessage({ type: 'lag', lag: answer });
      return;
    }
    if (message.type !== 'stop') return;
    stopping = true;
    controller.abort();
    port.postMessage({ type: 'seen', report });
  });
}

const { streams, openPerSecond } = workerData as { streams: FollowerStream[]; openPerSecond: number };
follow(streams, openPerSecond);
