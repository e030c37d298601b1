import { parentPort, workerData } from 'node:worker_threads';

/** One follower: its place in the bench's list and the address of its events stream. */
export interface FollowerStream {
  index: number;
  url: string;
}

/** What a followers' worker answers when told to stop: every split each follower saw, and when it arrived. */
export type SeenSplit = [follower: number, id: string, at: number];

/**
 * A share of the bench's followers, in a thread of its own, so reading and parsing the events is spread over
 * several event loops (one process reading ~300,000 events was the bench's own limit). Says "opened" as each
 * stream opens; on "stop" closes them all and answers what each follower saw.
 */
function follow(streams: FollowerStream[]): void {
  const port = parentPort;
  if (!port) return;
  const seen: SeenSplit[] = [];
  const controller = new AbortController();
  for (const { index, url } of streams) {
    const mine = new Set<string>();
    void fetch(url, { signal: controller.signal })
      .then(async (response) => {
        port.postMessage({ type: 'opened' });
        if (!response.body) return;
        let buffer = '';
        for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          const now = Date.now();
          for (const block of blocks) {
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const runner = JSON.parse(data.slice(6)) as { bib: string; splits?: { point: string }[] };
            for (const split of runner.splits ?? []) {
              const id = `${runner.bib}/${split.point}`;
              if (mine.has(id)) continue;
              mine.add(id);
              seen.push([index, id, now]);
            }
          }
        }
      })
      .catch(() => undefined);
  }
  port.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    controller.abort();
    port.postMessage({ type: 'seen', seen });
  });
}

follow((workerData as { streams: FollowerStream[] }).streams);
