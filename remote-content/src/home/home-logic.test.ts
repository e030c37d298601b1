import { describe, expect, it } from 'vitest';
import type { DocumentItem, PartnerGroup, Picture, Video } from '@marathon/shared/api';
import { wrapIndex } from './carousel-index';
import { latestNews, previewPictures, previewVideos, visiblePartnerGroups } from './home-selection';

describe('wrapIndex (carousel steps wrap around)', () => {
  it.each([
    [0, 1, 4, 1],
    [3, 1, 4, 0],
    [0, -1, 4, 3],
    [2, -5, 4, 1],
    [0, 1, 0, 0],
  ])('from %i by %i of %i is %i', (index, delta, count, expected) => {
    expect(wrapIndex(index, delta, count)).toBe(expected);
  });
});

const doc = (id: string, time: number, recommend = false): DocumentItem => ({
  id,
  time,
  title: id,
  summary: '',
  recommend,
  content: '',
});

describe('home selections', () => {
  it('shows five news items, recommended first, then newest', () => {
    const items = [doc('a', 1), doc('b', 7), doc('c', 3, true), doc('d', 5), doc('e', 2), doc('f', 9)];
    expect(latestNews(items).map((i) => i.id)).toEqual(['c', 'f', 'b', 'd', 'e']);
  });

  it('previews the recommended pictures, topped up to eight', () => {
    const pictures: Picture[] = Array.from({ length: 29 }, (_, i) => ({
      surfacePlotUrl: `p${i}.svg`,
      src: `p${i}.svg`,
      jumpUrl: String(i),
      recommend: i % 10 === 5,
    }));
    const shown = previewPictures(pictures).map((p) => p.src);
    expect(shown).toHaveLength(8);
    expect(shown.slice(0, 3)).toEqual(['p5.svg', 'p15.svg', 'p25.svg']);
    expect(shown.slice(3)).toEqual(['p0.svg', 'p1.svg', 'p2.svg', 'p3.svg', 'p4.svg']);
  });

  it('leads the videos with the recommended one', () => {
    const videos: Video[] = [1, 2, 3, 4].map((id) => ({
      id,
      pic: '',
      src: '',
      summary: '',
      recommend: id === 3,
    }));
    expect(previewVideos(videos).map((v) => v.id)).toEqual([3, 1, 2, 4]);
  });

  it('drops empty partner groups, and the charity group when charity is off', () => {
    const group = (code: string, logos: number): PartnerGroup => ({
      id: code,
      code,
      label: code,
      children: Array.from({ length: logos }, (_, i) => ({ id: i, src: 'l.svg', href: '' })),
    });
    const groups = [group('titleSponsor', 1), group('eventSupplier', 0), group('publicWelfarePartner', 1)];
    const codes = (show: boolean) =>
      visiblePartnerGroups(groups, show, 'publicWelfarePartner').map((g) => g.code);
    expect(codes(true)).toEqual(['titleSponsor', 'publicWelfarePartner']);
    expect(codes(false)).toEqual(['titleSponsor']);
  });
});
