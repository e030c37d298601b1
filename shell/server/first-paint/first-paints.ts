import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FragmentRequest, RemoteName } from '@marathon/shared/contracts';
import { KeptReads } from '../kept-reads';
import { FirstPaintSource, type FirstPaint } from './fragment-source';
import { FragmentRenderer } from './fragment-renderer';
import type { RenderOutcome } from './fragment-worker';

/** A first paint that ran out of time or crashed its worker is not asked again for this long (same version). */
const BROKEN_FOR_MS = 60_000;
/**
 * How long a remote's views may take to render before its worker is ended. Longer than a page view waits: a
 * render that misses a page view goes on, and the next view is painted from its result.
 */
const RENDER_LIMIT_MS = 5_000;
/** Rendered views kept per remote version, data version and language. */
const MAX_RENDERS = 32;

/**
 * The remotes' first paints this server knows, each with its worker. Every page built asks each remote for its
 * current first paint (revalidated). Views are rendered once per first paint, data and language, off the page's
 * path: a page view waits for them only within its budget. A version that timed out or crashed is skipped for a
 * minute, so one broken remote costs the visitors one slow page, not every page.
 */
export class FirstPaints {
  private readonly sources: FirstPaintSource[];
  private readonly renderers = new Map<RemoteName, FragmentRenderer>();
  private readonly broken = new Map<string, number>();
  /** Renders made once per id and kept; one that failed is not kept (the version is paused instead). */
  private readonly rendered = new KeptReads<
    RenderOutcome[],
    { paint: FirstPaint; requests: FragmentRequest[] }
  >({
    max: MAX_RENDERS,
    freshMs: Infinity,
    load: (_id, { paint, requests }) =>
      this.renderer(paint.remote)
        .render(paint.moduleFile, requests, this.limits.renderLimitMs)
        .catch((error: unknown) => {
          this.broken.set(paint.version, Date.now() + BROKEN_FOR_MS);
          this.log.error(
            { remote: paint.remote, err: (error as Error).message, pausedForMs: BROKEN_FOR_MS },
            'first paint: rendering failed, this version is not painted for a while',
          );
          throw error;
        }),
  });
  private readonly warmed = new Set<string>();
  private readonly cacheDir = mkdtempSync(join(tmpdir(), 'marathon-first-paint-'));

  constructor(
    bases: Partial<Record<RemoteName, string>>,
    private readonly workerFile: string,
    private readonly log: FastifyBaseLogger,
    private readonly limits = { renderLimitMs: RENDER_LIMIT_MS },
  ) {
    this.sources = (Object.entries(bases) as [RemoteName, string][]).map(
      ([remote, base]) => new FirstPaintSource(remote, base, this.cacheDir, log),
    );
  }

  async current(): Promise<FirstPaint[]> {
    const found = await Promise.all(this.sources.map((source) => source.get()));
    const now = Date.now();
    const usable = found.filter(
      (paint): paint is FirstPaint => paint !== null && (this.broken.get(paint.version) ?? 0) < now,
    );
    // A new version's module is loaded in its worker at once, before a page needs it.
    for (const paint of usable) {
      if (this.warmed.has(paint.version)) continue;
      this.warmed.add(paint.version);
      this.renderer(paint.remote)
        .load(paint.moduleFile)
        .catch(() => undefined);
    }
    return usable;
  }

  /** The outcomes of rendering `requests` with `paint`, made once per `key` (the data's version and the language). */
  views(paint: FirstPaint, requests: FragmentRequest[], key: string): Promise<RenderOutcome[]> {
    return this.rendered.read(`${paint.remote} ${paint.version} ${key}`, { paint, requests });
  }

  private renderer(remote: RemoteName): FragmentRenderer {
    let renderer = this.renderers.get(remote);
    if (!renderer) {
      renderer = new FragmentRenderer(this.workerFile);
      this.renderers.set(remote, renderer);
    }
    return renderer;
  }

  async close(): Promise<void> {
    await Promise.all([...this.renderers.values()].map((renderer) => renderer.close()));
    rmSync(this.cacheDir, { recursive: true, force: true });
  }
}
