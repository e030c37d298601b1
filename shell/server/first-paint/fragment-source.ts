import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  FIRST_PAINT_MANIFEST,
  SHARED_VERSION,
  canPair,
  firstPaintManifestSchema,
  type FirstPaintManifest,
  type RemoteName,
} from '@marathon/shared/contracts';

/** A remote's first paint, ready to render: its manifest, the module on this machine and the CSS text. */
export interface FirstPaint {
  remote: RemoteName;
  manifest: FirstPaintManifest;
  /** Changes whenever the remote publishes a new first paint: part of the page's version. */
  version: string;
  moduleFile: string;
  css: string;
}

/** A fetch of the remote's files must never hold a page view past its budget: the page is painted without it. */
const FETCH_TIMEOUT_MS = 1_500;
/** How long a page waits for a look at a remote's manifest when it has a first paint of that remote already. */
const REVALIDATE_WAIT_MS = 300;
/**
 * How long a look at a remote's manifest is believed: the page views of the next second use what it found without
 * asking again. A race-day crowd (hundreds of pages a second) then costs each remote's host one conditional request a
 * second instead of one per page, and no page waits on a look; a new deploy still shows within a second.
 */
const FRESH_FOR_MS = 1_000;
/** How long "this remote publishes no first paint" (404) is believed before the next look. */
const ABSENT_FOR_MS = 5_000;
/** Files of a first paint (module and CSS): a bound on what a remote may make this server download and run. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

async function fetchBounded(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
}

async function bodyOf(response: Response, url: string): Promise<Buffer> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FILE_BYTES) throw new Error(`${url} is larger than ${MAX_FILE_BYTES} bytes`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_FILE_BYTES) throw new Error(`${url} is larger than ${MAX_FILE_BYTES} bytes`);
  return body;
}

/**
 * Where the shell's server finds one remote's first paint: the manifest beside its remoteEntry.js, asked again
 * for every page built (a conditional request on its ETag, so an unchanged remote costs a 304), and the files it
 * names, fetched once each (they are hashed). A manifest the server cannot pair with its own @marathon/shared,
 * one that fails its schema or files that cannot be fetched mean no first paint for that remote, logged once per
 * manifest; the page is still served.
 */
export class FirstPaintSource {
  private etag: string | null = null;
  private current: FirstPaint | null = null;
  private absentUntil = 0;
  private refused = new Set<string>();
  private looking: Promise<FirstPaint | null> | null = null;
  /** When the last look that read the manifest (200 or 304) ended. */
  private lookedAt = -Infinity;

  constructor(
    readonly remote: RemoteName,
    /** The remote's folder as this server reaches it (ends in /). */
    private readonly base: string,
    private readonly cacheDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly freshForMs = FRESH_FOR_MS,
  ) {}

  /** The current first paint, revalidated; views arriving together share one look. */
  get(): Promise<FirstPaint | null> {
    if (Date.now() < this.absentUntil) return Promise.resolve(null);
    if (this.current && Date.now() - this.lookedAt < this.freshForMs) return Promise.resolve(this.current);
    this.looking ??= this.look().finally(() => {
      this.looking = null;
    });
    const known = this.current;
    if (!known) return this.looking;
    // A slow remote host (a race-day crowd on a busy machine) does not hold the page: past a short wait the first
    // paint known so far is used, and the look goes on for the views after.
    return Promise.race([this.looking, delay(REVALIDATE_WAIT_MS, known, { ref: false })]);
  }

  private async look(): Promise<FirstPaint | null> {
    const url = new URL(FIRST_PAINT_MANIFEST, this.base).href;
    let response: Response;
    try {
      response = await fetchBounded(url, { headers: this.etag ? { 'if-none-match': this.etag } : {} });
    } catch (error) {
      // Unreachable for now: the last good first paint stays (a remote's files do not vanish with its host).
      this.log.warn(
        { remote: this.remote, url, err: (error as Error).message },
        'first paint: manifest not read',
      );
      return this.current;
    }
    if (response.status === 304 && this.current) {
      this.lookedAt = Date.now();
      return this.current;
    }
    if (response.status === 404) {
      this.current = null;
      this.etag = null;
      this.absentUntil = Date.now() + ABSENT_FOR_MS;
      return null;
    }
    let etag: string | null = null;
    try {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = (await bodyOf(response, url)).toString('utf8');
      etag = response.headers.get('etag') ?? createHash('sha256').update(text).digest('base64');
      if (this.current && etag === this.etag) {
        this.lookedAt = Date.now();
        return this.current;
      }
      const loaded = await this.load(text, url, etag);
      this.etag = etag;
      this.current = loaded;
      this.lookedAt = Date.now();
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') {
        // Too slow, not wrong: the last good first paint stays, and the next look asks again.
        this.log.warn(
          { remote: this.remote, url, err: (error as Error).message },
          'first paint: not read in time',
        );
        return this.current;
      }
      this.etag = etag ?? this.etag;
      this.current = null;
      this.refuse(url, (error as Error).message);
    }
    return this.current;
  }

  private refuse(url: string, reason: string): void {
    const key = `${this.etag ?? ''} ${reason}`;
    if (this.refused.has(key)) return;
    this.refused.add(key);
    this.log.error(
      { remote: this.remote, url, reason },
      'first paint refused: nothing painted for this remote',
    );
  }

  private async load(text: string, url: string, etag: string): Promise<FirstPaint> {
    const parsed = firstPaintManifestSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`the manifest fails its schema: ${parsed.error.message}`);
    const manifest = parsed.data;
    if (!canPair(SHARED_VERSION, manifest.sharedVersion)) {
      throw new Error(
        `built against @marathon/shared ${manifest.sharedVersion}; this server offers ${SHARED_VERSION}`,
      );
    }
    const moduleUrl = new URL(manifest.module, url).href;
    const cssUrl = new URL(manifest.css, url).href;
    const [module, css] = await Promise.all(
      [moduleUrl, cssUrl].map(async (file) => {
        const response = await fetchBounded(file);
        if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
        return bodyOf(response, file);
      }),
    );
    // The module is imported by file: a self-contained ES module may still import Node's own modules.
    const digest = createHash('sha256')
      .update(module ?? '')
      .digest('hex')
      .slice(0, 16);
    const dir = join(this.cacheDir, this.remote);
    mkdirSync(dir, { recursive: true });
    const moduleFile = join(dir, `${digest}.mjs`);
    writeFileSync(moduleFile, module ?? '');
    return {
      remote: this.remote,
      manifest,
      version: etag,
      moduleFile,
      css: (css ?? Buffer.alloc(0)).toString('utf8'),
    };
  }
}
