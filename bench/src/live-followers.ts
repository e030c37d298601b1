import { get, type ClientRequest } from 'node:http';
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
  /** Runner events received on all the worker's streams (a runner's whole state). */
  events: number;
  /** Places events received (a runner's places alone, when others moved them): no split is new in them. */
  places: number;
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

const SPLITS = '"splits":[';
const POINT = /"point":"([^"]+)"/g;

/**
 * The `bib/point` of each split of a runner event, read from its text without parsing the whole runner (about
 * 1.5 KB): the bib is the runner's first `bib` field and the splits' points lie between `"splits":[` and the `]`
 * that closes it (a split holds no array). A missing runner has no splits.
 */
function splitsOf(block: string): string[] {
  const bibAt = block.indexOf('"bib":"');
  const from = block.indexOf(SPLITS);
  if (bibAt < 0 || from < 0) return [];
  const bib = block.slice(bibAt + 7, block.indexOf('"', bibAt + 7));
  const splits = block.slice(from + SPLITS.length, block.indexOf(']', from + SPLITS.length));
  return Array.from(splits.matchAll(POINT), (match) => `${bib}/${match[1]}`);
}

/**
 * A share of the bench's followers, in a thread of its own, so reading and parsing the events is spread over
 * several event loops (one process reading ~300,000 events was the bench's own limit), on node:http rather than
 * fetch's web streams, and each event read only as far as its splits: the bench's reading must cost the machine
 * (whose cores the API processes share) as little as it can. Says "opened" as each
 * stream opens (or "failed"); on "lag" answers its event loop's delay since last asked; on "stop" closes them all
 * and answers what each follower saw.
 */
function follow(streams: FollowerStream[], openPerSecond: number): void {
  const port = parentPort;
  if (!port) return;
  const report: FollowersReport = { seen: [], events: 0, places: 0, opened: [], closedEarly: [] };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  let stopping = false;
  const requests = new Set<ClientRequest>();
  for (const [place, { index, url }] of streams.entries()) {
    const mine = new Set<string>();
    // Pages open their streams as people arrive, not in one instant: this thread's share of the opening rate.
    setTimeout(
      () => {
        if (stopping) return;
        const request = get(url, (response) => {
          if (response.statusCode !== 200) {
            port.postMessage({ type: 'failed', status: response.statusCode });
            response.resume();
            return;
          }
          report.opened.push(index);
          port.postMessage({ type: 'opened' });
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            buffer += chunk;
            const end = buffer.lastIndexOf('\n\n');
            if (end < 0) return;
            const now = Date.now();
            for (const block of buffer.slice(0, end).split('\n\n')) {
              if (block.startsWith('event: places\n')) report.places += 1;
              if (!block.startsWith('event: runner\n')) continue;
              report.events += 1;
              for (const id of splitsOf(block)) {
                if (mine.has(id)) continue;
                mine.add(id);
                report.seen.push([index, id, now]);
              }
            }
            buffer = buffer.slice(end + 2);
          });
          response.on('close', () => {
            if (!stopping) report.closedEarly.push(index);
          });
        });
        requests.add(request);
        request.on('error', (error: NodeJS.ErrnoException) => {
          if (stopping) return;
          if (report.opened.includes(index)) report.closedEarly.push(index);
          else port.postMessage({ type: 'failed', status: 0, why: error.code ?? error.message });
        });
      },
      (place * 1000) / openPerSecond,
    );
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
    for (const request of requests) request.destroy();
    port.postMessage({ type: 'seen', report });
  });
}

const { streams, openPerSecond } = workerData as { streams: FollowerStream[]; openPerSecond: number };
follow(streams, openPerSecond);
