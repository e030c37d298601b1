import { BlockList, isIP } from 'node:net';

/**
 * Which reverse proxies a server believes about the client (X-Forwarded-For) and the public address
 * (X-Forwarded-Proto, X-Forwarded-Host): none, the nearest `n` hops on the server's own networks, or the proxies at
 * these addresses. Never "all": a server that believes every hop lets a client choose its own address by sending
 * X-Forwarded-For itself, and so reset every per-address limit at will.
 */
export type TrustProxySetting = false | number | string[];

/** Fastify's `trustProxy` as a function of (the address of a hop, its distance from the server). */
export type TrustProxyTest = (address: string, hop: number) => boolean;

/** Loopback, link-local and private ranges: what proxy-addr calls loopback, linklocal and uniquelocal. */
const NAMED_RANGES: Record<string, readonly [string, number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};
const MAX_HOPS = 10;

export const TRUST_PROXY_FORMS =
  'the number of proxies in front of the server on its own network (TRUST_PROXY=1 for one nginx), or their ' +
  'addresses and ranges as a comma list (TRUST_PROXY=127.0.0.1,10.0.0.0/8; also loopback, linklocal, uniquelocal)';

const family = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** An address, a CIDR range or a named range, as a [network, prefix] list; null when it is none of those. */
function rangesOf(entry: string): readonly [string, number][] | null {
  const named = NAMED_RANGES[entry];
  if (named) return named;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const bits = version === 4 ? 32 : 128;
  if (prefix === undefined) return [[address, bits]];
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return null;
  return [[address, Number(prefix)]];
}

function blockListOf(ranges: readonly [string, number][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, family(network));
  return list;
}

/**
 * Reads TRUST_PROXY: unset, empty, `false` or `0` trust no proxy; a whole number 1–10 trusts that many hops next
 * to the server; otherwise a comma list of proxy addresses, CIDR ranges or named ranges. `true` (or `all`, `*`) is
 * refused with a message naming the forms that work, as is anything else unreadable: the server must not start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (['true', 'all', '*', 'yes'].includes(text.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY: "${text}" would believe every X-Forwarded-For hop, so any client could choose its own ` +
        `address; set ${TRUST_PROXY_FORMS}`,
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) {
      throw new Error(`TRUST_PROXY: ${hops} hops is more than ${MAX_HOPS}; set ${TRUST_PROXY_FORMS}`);
    }
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => rangesOf(entry) === null);
  if (entries.length === 0 || bad.length > 0) {
    throw new Error(`TRUST_PROXY: "${bad.join(', ') || text}" is not understood; set ${TRUST_PROXY_FORMS}`);
  }
  return entries;
}

/**
 * What to give Fastify's `trustProxy` (Fastify itself treats a bare number as "trust nothing", since a hop count
 * alone would believe a client that reaches the server directly):
 * - a hop count trusts at most that many hops, and only hops on the server's own networks (loopback, link-local,
 *   private ranges), so a client that reaches the port from outside is never believed;
 * - an address list trusts the hops at those addresses, as proxy-addr does.
 */
export function trustProxyTest(setting: TrustProxySetting): false | TrustProxyTest {
  if (setting === false) return false;
  if (typeof setting === 'number') {
    const own = blockListOf(Object.values(NAMED_RANGES).flat());
    return (address, hop) => hop < setting && own.check(address, family(address));
  }
  const proxies = blockListOf(setting.flatMap((entry) => rangesOf(entry) ?? []));
  return (address) => proxies.check(address, family(address));
}

/** How a start-up line or a log names the setting. */
export function describeTrustProxy(setting: TrustProxySetting): string {
  if (setting === false) return 'no proxy';
  if (typeof setting === 'number') {
    return `${setting} proxy ${setting === 1 ? 'hop' : 'hops'} on the server's own networks`;
  }
  return `proxies at ${setting.join(', ')}`;
}
