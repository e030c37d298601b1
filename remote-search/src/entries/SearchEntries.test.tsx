import { i18n, setSiteData, useSessionStore } from '@marathon/shared';
import type { CloudConfig, SearchConfigItem } from '@marathon/shared/api';
import { HashRouter } from '@marathon/shared/router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerEntryMessages } from '../i18n/entry-messages';
import { SearchEntries } from './SearchEntries';

registerEntryMessages();

const DAY = 86_400_000;

const cards: SearchConfigItem[] = [
  {
    id: 1,
    title: '立即报名',
    titleEn: 'Register now',
    subTitle: 'APPLY NOW',
    subTitleEn: 'Apply now',
    moduleType: 1,
    signUpStartTime: Date.now() - 10 * DAY,
    signUpEndTime: Date.now() - 3 * DAY,
    openStatus: 1,
    jumpType: 1,
    jumpUrl: 'https://reg.example',
    dialogText: '',
  },
  {
    id: 2,
    title: '报名查询',
    titleEn: 'Registration lookup',
    subTitle: 'REGISTRATION',
    moduleType: 2,
    openStatus: 1,
    jumpType: 2,
    jumpUrl: '/registration-search',
    dialogText: '',
  },
  {
    id: 4,
    title: '照片查询',
    titleEn: 'Photo lookup',
    subTitle: 'PHOTOS',
    moduleType: 4,
    openStatus: 0,
    jumpType: 2,
    jumpUrl: '/image-search',
    dialogText: '',
  },
];

async function speak(language: 'zh' | 'en') {
  act(() => useSessionStore.getState().setLanguage(language));
  await i18n.changeLanguage(language);
}

beforeEach(async () => {
  window.location.hash = '';
  await speak('zh');
  setSiteData({
    cloud: {
      registrationSearch: { openStatus: 1 },
      pictureSearch: { openStatus: 0, dialogText: '敬请期待', dialogTextEn: 'Coming soon' },
      searchConfigList: cards,
    } as unknown as CloudConfig,
  });
});

// No UI provider around the cards: the page's first screen has none, and the cards must not need one.
const show = () => {
  const user = userEvent.setup();
  render(
    <HashRouter>
      <SearchEntries />
    </HashRouter>,
  );
  return user;
};

describe('home entry cards', () => {
  it('are plain buttons in their tones, with their titles and the ended sign-up said on the card', () => {
    show();
    const list = screen.getByTestId('search-entries');
    const buttons = list.querySelectorAll('button');
    expect(buttons).toHaveLength(3);
    expect([...buttons].map((button) => button.className)).toEqual([
      'search-entry search-entry--brand',
      'search-entry search-entry--blue',
      'search-entry search-entry--rust',
    ]);
    expect(screen.getByRole('button', { name: /报名查询/ })).toBe(screen.getByTestId('search-entry-2'));
    expect(screen.getByTestId('search-entry-1').textContent).toContain('报名已截止');
    expect(screen.getByTestId('search-entry-status').textContent).toContain('报名已截止');
  });

  // Its text is the CSS file, which the unit tests' build leaves empty: the page's look is checked in a browser.
  it('ships its own style element, once, in the head', async () => {
    show();
    const styles = () => document.head.querySelectorAll('style[data-href="marathon-search-entries"]');
    await waitFor(() => expect(styles()).toHaveLength(1));
  });

  it('an open card goes to its page', async () => {
    const user = show();
    await user.click(screen.getByTestId('search-entry-2'));
    await waitFor(() => expect(window.location.hash).toBe('#/registration-search'));
  });

  it('a closed card opens the Chakra dialog in its own provider, titled with the module, in English too', async () => {
    await speak('en');
    const user = show();
    await user.click(screen.getByTestId('search-entry-4'));
    const dialog = await screen.findByTestId('coming-soon-dialog');
    expect(dialog.textContent).toContain('Photo lookup');
    expect(dialog.textContent).toContain('Coming soon');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('coming-soon-dialog')).toBeNull());
  });
});
