import { createHash } from 'node:crypto';
import { CONTENT_PATHS, cloudConfigSchema, type CloudConfig } from '@marathon/shared/api';
import { withHost } from '@marathon/shared/url';
import type { InternalApi } from '../internal-api/api-client';
import { KeptReads } from '../kept-reads';
import type { OriginSite } from '../site-context';

/** A share page's read of the content index: never longer than a page view's budget. */
const READ_TIMEOUT_MS = 1_500;
/** One read serves the share pages of the next seconds: a link going round a group chat costs one read. */
const READ_KEEP_MS = 5_000;
/** Past that, the index read before is still served at once while one read refreshes it. */
const SERVE_STALE_MS = 10 * 60_000;
/** Domains whose reads are kept: a few for real sites (unknown hosts never get here). */
const MAX_DOMAINS = 32;

/** The content index with its version (a hash, made once per read), "no such site", or the file host away. */
export type CloudRead = { cloud: CloudConfig; version: string } | { missing: true } | { unavailable: string };

/**
 * The site's content index (index.json, the one the shell reads at start-up) for a domain, checked with the
 * shell's own schema, kept a few seconds and then served while one read refreshes it, so no view waits once the
 * site's index was read. A file host answering 404 is "no such site"; one away, slow or answering something else
 * is "unavailable", never reported as missing, and the index read before stands in; a failed read holds as long
 * as a good one, so a host away is asked once in a while, not once per view.
 */
export function cloudReader(
  api: InternalApi,
): (site: Pick<OriginSite, 'address' | 'domainName' | 'runtime'>) => Promise<CloudRead> {
  const reads = new KeptReads<CloudRead, Pick<OriginSite, 'domainName' | 'runtime'>>({
    max: MAX_DOMAINS,
    freshMs: READ_KEEP_MS,
    staleMs: SERVE_STALE_MS,
    load: async (_key, { domainName, runtime }, previous) => {
      const url = withHost(CONTENT_PATHS.cloudConfig(domainName), runtime.fileHost);
      const read = await api.file(url, cloudConfigSchema, runtime, { timeoutMs: READ_TIMEOUT_MS });
      if ('data' in read) {
        const version = createHash('sha1').update(JSON.stringify(read.data)).digest('base64');
        return { cloud: read.data, version };
      }
      if ('refused' in read) return { missing: true };
      return previous && 'cloud' in previous ? previous : read;
    },
  });
  return (site) => reads.read(site.address, site);
}
