import type { FastifyBaseLogger } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import type { InternalApi } from './internal-api/api-client';
import { KeptReads } from './kept-reads';

/**
 * Whether a host is a domain bound to a race: `bound`, `unknown` (the list was read and does not name it), or
 * `unsure` (no list could be read yet: the API away since this server started, or an API without the list).
 */
export type HostStanding = 'bound' | 'unknown' | 'unsure';

/**
 * How long one read of the list serves the requests after it. A host it does not name waits for a list no older
 * than this, so a domain bound a moment ago (`site create`) is served on its first view while a flood of made-up
 * hosts costs the API one read a second at most.
 */
const LIST_FRESH_MS = 1_000;
/** A read of the list never holds a request longer than a page view's budget. */
const LIST_TIMEOUT_MS = 1_500;

type ListRead = { domains: ReadonlySet<string> } | { unavailable: string };

/**
 * The domains bound online to a race, as the API lists them, kept: a host they name is served at once (the list
 * refreshed behind it, at most once a second); any other is refused before anything is read for it. A read that
 * fails keeps the list read before, so the API away does not open the door to made-up hosts.
 */
export class BoundDomains {
  private readonly list: KeptReads<ListRead>;
  private told = false;

  constructor(api: InternalApi, log: FastifyBaseLogger) {
    this.list = new KeptReads<ListRead>({
      max: 1,
      freshMs: LIST_FRESH_MS,
      staleMs: Infinity,
      load: async (_key, _context, previous) => {
        const read = await api.call(endpoints.boundDomains, {}, { timeoutMs: LIST_TIMEOUT_MS });
        if ('data' in read) return { domains: new Set(read.data.domains.map((name) => name.toLowerCase())) };
        const reason =
          'refused' in read ? `HTTP ${read.refused.status} ${read.refused.msg}` : read.unavailable;
        if (!this.told) {
          this.told = true;
          log.warn(
            { err: reason },
            'bound domains: the list could not be read; hosts are checked again when it can',
          );
        }
        // The list read before stands for another while (one try a second); without one, nobody can tell.
        return previous && 'domains' in previous ? previous : { unavailable: reason };
      },
    });
  }

  async standing(domainName: string): Promise<HostStanding> {
    const known = await this.list.read('domains');
    if ('domains' in known && known.domains.has(domainName)) return 'bound';
    const fresh = await this.list.read('domains', undefined, { fresh: true });
    if ('domains' in fresh) {
      this.told = false;
      return fresh.domains.has(domainName) ? 'bound' : 'unknown';
    }
    return 'unsure';
  }
}
