import { isIP } from 'node:net';

/** Streams one client address may hold open on one process (a family on one carrier's address, not a flood). */
export const STREAMS_PER_ADDRESS = 30;
/**
 * Streams one block of addresses may hold, in client addresses' worth: an IPv6 /48 (one customer's allocation: 65,536
 * /64s, each a client of its own) or an IPv4 /24. Without it one /48 could take every place of the process. A /24 is
 * allowed more, as a carrier's shared (CGN) addresses put many families in one; a page refused here loses nothing but
 * the push: it asks every 15 s instead.
 */
const BLOCK_SHARE = { v6: 8, v4: 32 } as const;
/** Streams one process holds at most: each is a socket and a listener; past this, pages ask every 15 s instead. */
const MAX_STREAMS = 20_000;

/** The block a client's address key belongs to (see addressKey: IPv4 as it is, IPv6 as its /64), or null. */
export function addressBlock(address: string): { key: string; family: 'v4' | 'v6' } | null {
  if (isIP(address) === 4) return { key: `${address.split('.').slice(0, 3).join('.')}.0/24`, family: 'v4' };
  if (isIP(address) !== 6) return null;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return {
    key: `${groups
      .slice(0, 3)
      .map((group) => group.toLowerCase())
      .join(':')}::/48`,
    family: 'v6',
  };
}

/** Places for open streams, per address, per block and in all: a flood from one client or block cannot take them all. */
export function streamSlots(perAddress = STREAMS_PER_ADDRESS, total = MAX_STREAMS) {
  const open = new Map<string, number>();
  let count = 0;
  const give = (key: string) => {
    const left = (open.get(key) ?? 1) - 1;
    if (left <= 0) open.delete(key);
    else open.set(key, left);
  };
  return {
    /** A place for a stream of this address, with the function that gives it back; null when none is free. */
    take(address: string): (() => void) | null {
      const block = addressBlock(address);
      const mine = open.get(address) ?? 0;
      const blocks = block ? (open.get(block.key) ?? 0) : 0;
      if (mine >= perAddress || count >= total) return null;
      if (block && blocks >= perAddress * BLOCK_SHARE[block.family]) return null;
      open.set(address, mine + 1);
      if (block) open.set(block.key, blocks + 1);
      count += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        count -= 1;
        give(address);
        if (block) give(block.key);
      };
    },
  };
}
