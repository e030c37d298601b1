import { setSiteData } from '@marathon/shared';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import { renderInPage } from '@marathon/shared/test-support';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerShellMessages } from '../i18n';
import { SiteLinks } from './SiteLinks';

registerShellMessages();

function withFeatures(features: Partial<RuntimeConfig['features']>) {
  setSiteData({
    runtime: {
      features: {
        showCharity: true,
        applyNow: { enabled: true, showRegistrationDate: true },
        subSite: { enabled: false },
        raceSite: { enabled: false },
        ...features,
      },
    } as RuntimeConfig,
  });
}

describe("the environment's site links", () => {
  it("say 'coming soon' as plain text while switched off: no link, no button (zh and en)", () => {
    withFeatures({});
    renderInPage(<SiteLinks />);
    expect(screen.getByTestId('site-link-raceSite').textContent).toBe('赛事官网 · 敬请期待');
    expect(screen.getByTestId('site-link-subSite').textContent).toBe('分站 · 敬请期待');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
    cleanup();
    renderInPage(<SiteLinks />, { language: 'en' });
    expect(screen.getByTestId('site-link-raceSite').textContent).toMatch(/ · Coming soon$/);
  });

  it('open their address in a new tab when switched on, under the configured name', () => {
    withFeatures({
      subSite: { enabled: true, url: 'https://jobs.example.com', label: '人才招聘', labelEn: 'Jobs' },
    });
    renderInPage(<SiteLinks />, { language: 'en' });
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link.getAttribute('href')).toBe('https://jobs.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
