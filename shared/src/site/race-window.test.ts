import { describe, expect, it } from 'vitest';
import type { CloudConfig } from '../api';
import { withRaceSignUpWindow } from './race-window';

const cloud = {
  searchConfigList: [
    { id: 1, moduleType: 1, title: '立即报名', signUpStartTime: 1, signUpEndTime: 2, openStatus: 0 },
    { id: 2, moduleType: 2, title: '报名查询', openStatus: 1 },
  ],
} as unknown as CloudConfig;

describe('the apply-now card’s window', () => {
  it('is the race’s sign-up window, whatever the content wrote', () => {
    const race = { raceId: 'r', domainName: 'localhost', signUpStartTime: 10, signUpEndTime: 20 };
    const [apply, lookup] = withRaceSignUpWindow(cloud, race).searchConfigList;
    expect(apply).toMatchObject({ signUpStartTime: 10, signUpEndTime: 20 });
    expect(lookup).toEqual(cloud.searchConfigList[1]);
  });

  it('stays the content’s when the race has no window', () => {
    expect(withRaceSignUpWindow(cloud, { raceId: 'r', domainName: 'localhost' })).toBe(cloud);
    expect(withRaceSignUpWindow(cloud, null)).toBe(cloud);
  });
});
