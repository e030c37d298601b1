import { describe, expect, it } from 'vitest';
import { memberSiteAddress } from './member-centre';

describe('memberSiteAddress', () => {
  it('puts a sign-up page or the member centre on the member site’s page, keeping its query', () => {
    expect(memberSiteAddress('#/post')).toBe('/reg/#/post');
    expect(memberSiteAddress('#/direct/')).toBe('/reg/#/direct/');
    expect(memberSiteAddress('#/confirm?kind=direct')).toBe('/reg/#/confirm?kind=direct');
    expect(memberSiteAddress('#/my/my-index')).toBe('/reg/#/my/my-index');
    expect(memberSiteAddress('#/my/my-index/ticket')).toBe('/reg/#/my/my-index/ticket');
  });

  it('leaves every other route where it is', () => {
    expect(memberSiteAddress('')).toBeNull();
    expect(memberSiteAddress('#/home')).toBeNull();
    expect(memberSiteAddress('#/postcard')).toBeNull();
    expect(memberSiteAddress('#/news-notice/race-news?id=post')).toBeNull();
    expect(memberSiteAddress('#/i18NDemos')).toBeNull();
  });
});
