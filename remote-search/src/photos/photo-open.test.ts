import { describe, expect, it } from 'vitest';
import type { SearchConfigItem, SearchModule } from '@marathon/shared/api';
import { photoLookupOpen } from './photo-open';

const block = (openStatus: 0 | 1): SearchModule => ({
  openStatus,
  dialogText: '敬请期待',
  jumpType: 2,
  jumpUrl: '/image-search',
});
const entry = (openStatus: 0 | 1): SearchConfigItem => ({
  id: 4,
  title: '照片查询',
  subTitle: 'PHOTOS',
  moduleType: 4,
  openStatus,
  jumpType: 2,
  jumpUrl: '/image-search',
  dialogText: '',
});

describe('photo lookup open status', () => {
  it('follows the pictureSearch block when there is one', () => {
    expect(photoLookupOpen({ pictureSearch: block(1), searchConfigList: [entry(0)] })).toBe(true);
    expect(photoLookupOpen({ pictureSearch: block(0), searchConfigList: [entry(1)] })).toBe(false);
  });

  it('follows the home entry without the block, and is closed without either', () => {
    expect(photoLookupOpen({ searchConfigList: [entry(1)] })).toBe(true);
    expect(photoLookupOpen({ searchConfigList: [entry(0)] })).toBe(false);
    expect(photoLookupOpen({ searchConfigList: [] })).toBe(false);
    expect(photoLookupOpen(null)).toBe(false);
  });
});
