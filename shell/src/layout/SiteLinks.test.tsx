import { setSiteData } from '@marathon/shared';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import { renderInPage } from '@marathon/shared/test-support';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it("say 'coming soon' once, titled with the link, while switched off", async () => {
    withFeatures({});
    const user = userEvent.setup();
    renderInPage(<SiteLinks />);
    await user.click(screen.getByRole('button', { name: '赛事官网' }));
    const dialog = await screen.findByTestId('site-link-dialog');
    expect(dialog.textContent).toContain('赛事官网');
    expect(dialog.textContent?.split('敬请期待')).toHaveLength(2);
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
