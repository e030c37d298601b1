import { describe, expect, it } from 'vitest';
import { addressKey } from '../../platform/http/client-address';
import { addressBlock, streamSlots } from './stream-slots';

/** The /64 of one IPv6 client of a block, as the limits key it. */
const v6 = (block: string, subnet: number) => addressKey(`${block}:${subnet.toString(16)}:1:2:3:4`);

describe('the places of live streams', () => {
  it('names the block of an address key: IPv6 by its /48, IPv4 by its /24', () => {
    expect(addressBlock(addressKey('2001:db8:abcd:12:1:2:3:4'))).toEqual({
      key: '2001:db8:abcd::/48',
      family: 'v6',
    });
    expect(addressBlock(addressKey('2001:db8::1'))).toEqual({ key: '2001:db8:0::/48', family: 'v6' });
    expect(addressBlock('203.0.113.77')).toEqual({ key: '203.0.113.0/24', family: 'v4' });
    expect(addressBlock('internal')).toBeNull();
  });

  it('lets one IPv6 /48 take only its share, whatever number of /64s it uses, and leaves the rest to others', () => {
    const slots = streamSlots(2, 1_000);
    const taken: (() => void)[] = [];
    // 2 streams per /64 from 200 /64s of one /48: 16 places (8 addresses' worth), then none.
    for (let subnet = 0; subnet < 200; subnet += 1) {
      for (const release of [
        slots.take(v6('2001:db8:abcd', subnet)),
        slots.take(v6('2001:db8:abcd', subnet)),
      ])
        if (release) taken.push(release);
    }
    expect(taken).toHaveLength(16);
    expect(slots.take(v6('2001:db8:ef01', 1))).not.toBeNull();
    expect(slots.take('198.51.100.7')).not.toBeNull();
    // A place given back is the block's again.
    taken.pop()?.();
    expect(slots.take(v6('2001:db8:abcd', 999))).not.toBeNull();
    expect(slots.take(v6('2001:db8:abcd', 998))).toBeNull();
  });

  it('allows an IPv4 /24 more (carriers share addresses), and still bounds it', () => {
    const slots = streamSlots(2, 1_000);
    let taken = 0;
    for (let host = 1; host < 255; host += 1) {
      if (slots.take(`203.0.113.${host}`)) taken += 1;
      if (slots.take(`203.0.113.${host}`)) taken += 1;
    }
    expect(taken).toBe(64);
    expect(slots.take('203.0.114.1')).not.toBeNull();
  });
});
