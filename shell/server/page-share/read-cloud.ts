import { CONTENT_PATHS, cloudConfigSchema, type CloudConfig } from '@marathon/shared/api';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import { internalCallHeaders } from '@marathon/shared/internal-call';
import { withHost } from '@marathon/shared/url';
import { LRUCache } from 'lru-cache';

/** A share page's read of the content index: never longer than a page view's budget. */
const READ_TIMEOUT_MS = 1_500;
/** One read serves the share pages of the next seconds: a link going round a group chat costs one read. */
const READ_KEEP_MS = 5_000;
/** Domains whose reads are kept: a few for real sites, bounded for made-up hosts. */
const MAX_DOMAINS = 32;

export type CloudRead = { cloud: CloudConfig } | { missing: true } | { unavailable: string };

export interface CloudReaderOptions {
  /** Where this server reaches the API (the local one; not necessarily the public address). */
  apiUrl: string;
  /** This server's key at the API: its reads spend its own budget, not one shared visitor address's. */
  internalApiKey: string | null;
}

/**
 * The site's content index (index.json, the one the shell reads at start-up) for a domain, checked with the
 * shell's own schema. A file host answering 404 is "no such site"; one away, slow or answering something else is
 * "unavailable", never reported as missing.
 */
export function cloudReader(
  options: CloudReaderOptions,
): (runtime: RuntimeConfig, domainName: string) => Promise<CloudRead> {
  const kept = new LRUCache<string, Promise<CloudRead>>({ max: MAX_DOMAINS, ttl: READ_KEEP_MS });
  const read = async (runtime: RuntimeConfig, domainName: string): Promise<CloudRead> => {
    const url = withHost(CONTENT_PATHS.cloudConfig(domainName), runtime.fileHost);
    // The browser's address of the file host is public; this server reaches it on the API's own address.
    const local = url.startsWith(runtime.apiBase)
      ? `${options.apiUrl}${url.slice(runtime.apiBase.length)}`
      : url;
    let answer: Response;
    try {
      answer = await fetch(local, {
        headers: local !== url && options.internalApiKey ? internalCallHeaders(options.internalApiKey) : {},
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      });
    } catch (error) {
      return { unavailable: (error as Error).message };
    }
    if (answer.status === 404) return { missing: true };
    if (!answer.ok) return { unavailable: `HTTP ${answer.status}` };
    const parsed = cloudConfigSchema.safeParse(await answer.json().catch(() => null));
    return parsed.success ? { cloud: parsed.data } : { unavailable: 'an index that fails its schema' };
  };
  return (runtime, domainName) => {
    const key = `${domainName} ${runtime.fileHost} ${runtime.apiBase}`;
    const pending = kept.get(key);
    if (pending) return pending;
    const reading = read(runtime, domainName);
    kept.set(key, reading);
    // A failed read is not kept: the next view tries again.
    void reading.then((found) => {
      if (!('cloud' in found) && kept.get(key) === reading) kept.delete(key);
    });
    return reading;
  };
}
