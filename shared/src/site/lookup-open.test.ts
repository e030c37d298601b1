import { describe, expect, it } from 'vitest';
import type { SearchConfigItem, SearchModule } from '../api';
import { lookupOpen } from './lookup-open';

const block = (openStatus: 0 | 1): SearchModule => ({
  openStatus,
  dialogText: '敬请期待',
  jumpType: 2,
  jumpUrl: '/image-search',
});
const entry = (moduleType: 2 | 3 | 4, openStatus: 0 | 1): SearchConfigItem => ({
  id: moduleType,
  title: '查询',
  subTitle: '',
  moduleType,
  openStatus,
  jumpType: 2,
  jumpUrl: '/x',
  dialogText: '',
});

describe('lookup page open status', () => {
  it('follows the legacy block when there is one, whatever the home card says', () => {
    expect(lookupOpen({ pictureSearch: block(1), searchConfigList: [entry(4, 0)] }, 'pictureSearch')).toBe(
      true,
    );
    expect(lookupOpen({ pictureSearch: block(0), searchConfigList: [entry(4, 1)] }, 'pictureSearch')).toBe(
      false,
    );
    // The seeded site: the score card is closed, the score page (legacy block) is open.
    expect(lookupOpen({ scoreSearch: block(1), searchConfigList: [entry(3, 0)] }, 'scoreSearch')).toBe(true);
  });

  it("follows the page's own home card without a block, and is closed without either", () => {
    expect(lookupOpen({ searchConfigList: [entry(2, 1)] }, 'registrationSearch')).toBe(true);
    expect(lookupOpen({ searchConfigList: [entry(2, 1)] }, 'scoreSearch')).toBe(false);
    expect(lookupOpen({ searchConfigList: [entry(4, 0)] }, 'pictureSearch')).toBe(false);
    expect(lookupOpen({ searchConfigList: [] }, 'registrationSearch')).toBe(false);
    expect(lookupOpen(null, 'pictureSearch')).toBe(false);
  });
});
