import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import type { FragmentRequest, RenderFragment } from '@marathon/shared/contracts';

/**
 * A remote's first paint runs here, in a worker thread of the shell's server: its code is the remote team's, so
 * a loop or a crash in it costs this worker (which the server ends and replaces), never the server's own thread,
 * and a memory limit bounds it. The host gives the fragment a DOM window to sanitize content in, as a browser
 * gives the page its own.
 */
export interface RenderJob {
  id: number;
  /** The fragment's server module, a file on this machine. */
  file: string;
  /** Views to render; none only loads the module (done once, before any render is timed). */
  requests: FragmentRequest[];
}

/** Each request's HTML, or why it failed. */
export type RenderOutcome = { html: string } | { error: string };

export type RenderAnswer = { id: number; outcomes: RenderOutcome[] } | { id: number; failed: string };

const { window } = new JSDOM('');
const modules = new Map<string, Promise<RenderFragment>>();

function load(file: string): Promise<RenderFragment> {
  let loading = modules.get(file);
  if (!loading) {
    loading = import(pathToFileURL(file).href).then((module: { render?: unknown }) => {
      if (typeof module.render !== 'function') throw new Error('the module exports no render function');
      return module.render as RenderFragment;
    });
    modules.set(file, loading);
  }
  return loading;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

parentPort?.on('message', (job: RenderJob) => {
  void load(job.file).then(
    (render) => {
      const outcomes = job.requests.map((request): RenderOutcome => {
        try {
          const html: unknown = render(request, { window });
          return typeof html === 'string' ? { html } : { error: 'render answered no string' };
        } catch (error) {
          return { error: describe(error) };
        }
      });
      parentPort?.postMessage({ id: job.id, outcomes } satisfies RenderAnswer);
    },
    (error: unknown) => {
      const outcome = { error: `loading the module failed: ${describe(error)}` };
      parentPort?.postMessage({
        id: job.id,
        outcomes: job.requests.map(() => outcome),
      } satisfies RenderAnswer);
    },
  );
});
