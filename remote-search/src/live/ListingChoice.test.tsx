import { i18n, useSessionStore, useTranslation } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { liveMessages } from '@marathon/shared/live';
import { renderInPage, startApiServer, type ApiTestServer } from '@marathon/shared/test-support';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ListingChoice } from './ListingChoice';

/*
 * Issue 41 item 8: a runner leaves the public results list (and the name search) apart from live tracking, and
 * may undo it; the page sends the choice for the bib and says what the list now shows.
 */

for (const language of ['zh', 'en'] as const) {
  i18n.addResourceBundle(language, 'translation', liveMessages[language], true, false);
}

let server: ApiTestServer;
/** What the fake API keeps: whether the runner is listed. */
let chosen = true;
beforeAll(async () => {
  server = await startApiServer();
  server.route(endpoints.resultListing.path, (request) => {
    const body = JSON.parse(request.body) as { year: number; bib: string; listed?: boolean };
    if (body.listed !== undefined) chosen = body.listed;
    return { data: { year: body.year, bib: body.bib, listed: chosen } };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
  server.received.length = 0;
  chosen = true;
  act(() => useSessionStore.setState({ token: 'tok' }));
});

function Harness() {
  const { t } = useTranslation();
  return (
    <ListingChoice year={2025} t={(key, values = {}) => String(t(key, { ...values, defaultValue: key }))} />
  );
}

const sent = () =>
  server.received
    .filter((request) => request.path === endpoints.resultListing.path)
    .map((request) => JSON.parse(request.body) as unknown);

describe('the choice to leave the results list', { timeout: 30_000 }, () => {
  it.each([
    [
      'zh',
      '不在公开成绩列表和姓名查询中显示我',
      '公开列表中显示为“跑者选择不公开”',
      '您的成绩在公开列表中显示',
    ],
    [
      'en',
      'Leave me out of the public results list and the name search',
      'The public list shows “Runner chose not to be listed”',
      'Your result is shown in the public list',
    ],
  ] as const)('in %s: leaves the list, then comes back', async (language, toggle, left, back) => {
    const user = userEvent.setup();
    renderInPage(<Harness />, { language });
    await user.type(screen.getByTestId('live-listing-bib'), 'H2');
    await user.click(screen.getByLabelText(toggle));
    await user.click(screen.getByTestId('live-listing-save'));
    expect((await screen.findByTestId('live-listing-answer')).textContent).toBe(left);
    await user.click(screen.getByLabelText(toggle));
    await user.click(screen.getByTestId('live-listing-save'));
    await screen.findByText(back);
    expect(sent()).toEqual([
      { year: 2025, bib: 'H2', listed: false },
      { year: 2025, bib: 'H2', listed: true },
    ]);
  });

  it('reads the choice made before, so a return visit starts from it', async () => {
    chosen = false;
    const user = userEvent.setup();
    renderInPage(<Harness />, { language: 'zh' });
    await user.type(screen.getByTestId('live-listing-bib'), 'H2');
    await user.click(screen.getByTestId('live-listing-check'));
    expect((await screen.findByTestId('live-listing-answer')).textContent).toBe(
      '公开列表中显示为“跑者选择不公开”',
    );
    expect((screen.getByTestId('live-listing-leave-out') as HTMLInputElement).checked).toBe(true);
    expect(sent()).toEqual([{ year: 2025, bib: 'H2' }]);
  });

  it('asks for a bib before sending anything', async () => {
    const user = userEvent.setup();
    renderInPage(<Harness />, { language: 'en' });
    await user.click(screen.getByTestId('live-listing-save'));
    expect(await screen.findByText('Enter your bib')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });
});
