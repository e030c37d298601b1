import { describe, expect, it } from 'vitest';
import { embedLinks } from './links';

describe('the agreement links of an embedded login', () => {
  it("default to our site's documents, absolute", () => {
    expect(embedLinks({ siteUrl: 'https://www.race.example/' })).toEqual({
      agreementUrl: 'https://www.race.example/#/agreement/user',
      privacyUrl: 'https://www.race.example/#/agreement/privacy',
    });
    expect(embedLinks({ siteUrl: 'http://localhost:8000' }).agreementUrl).toBe(
      'http://localhost:8000/#/agreement/user',
    );
  });

  it('take the links the host gives', () => {
    expect(
      embedLinks({
        siteUrl: 'https://www.race.example',
        agreementUrl: 'https://partner.example/terms',
        privacyUrl: 'https://partner.example/privacy',
      }),
    ).toEqual({
      agreementUrl: 'https://partner.example/terms',
      privacyUrl: 'https://partner.example/privacy',
    });
  });

  it.each([undefined, '', '/relative'])(
    'refuses a siteUrl that is not absolute (%j) with a clear error',
    (siteUrl) => {
      expect(() => embedLinks({ siteUrl: siteUrl as string })).toThrow(
        "siteUrl must be our site's absolute address",
      );
    },
  );
});
