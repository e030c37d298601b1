import { i18n, useSessionStore, useTranslation } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { liveMessages } from '@marathon/shared/live';
import { renderInPage, startApiServer, type ApiTestServer } from '@marathon/shared/test-support';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TrackingChoice } from './TrackingChoice';

/*
 * Issue 41 item 1: an ID number no longer proves a bib is yours. The tracking choice says, before anyone types,
 * which account may choose; an account that is not the runner's is shown the API's refusal, which names the
 * phone number (masked) to log in with.
 */

for (const language of ['zh', 'en'] as const) {
  i18n.addResourceBundle(language, 'translation', liveMessages[language], true, false);
}

const REFUSAL = {
  zh: '只有报名时使用的账户，或用报名时登记的手机号（139****0401）通过验证码登录的账户，才能设置谁可以关注这位跑者。',
  en: 'Only the account that signed up for this race, or an account logged in by a code sent to the phone number given at sign-up (139****0401), may choose who may follow this runner.',
};

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
  server.route(endpoints.liveTracking.path, (request) => ({
    code: 403,
    msg: request.headers['accept-language']?.startsWith('en') ? REFUSAL.en : REFUSAL.zh,
  }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
  server.received.length = 0;
  act(() => useSessionStore.setState({ token: 'tok' }));
});

function Harness() {
  const { t } = useTranslation();
  // As the live panel hands it down: the keys are built from data, which i18next's typed keys cannot know.
  return (
    <TrackingChoice year={2025} t={(key, values = {}) => String(t(key, { ...values, defaultValue: key }))} />
  );
}

describe('the tracking choice says who may choose, and why a stranger may not', { timeout: 30_000 }, () => {
  it.each([
    ['zh', /只有跑者本人的账户可以设置.*仅凭证件号不能设置/],
    ['en', /Only the runner’s own account may choose.*An ID number alone is not enough/],
  ] as const)('in %s', async (language, who) => {
    const user = userEvent.setup();
    renderInPage(<Harness />, { language });
    expect(screen.getByTestId('live-tracking-who').textContent).toMatch(who);
    await user.type(screen.getByTestId('live-tracking-bib'), 'H2');
    await user.type(screen.getByTestId('live-tracking-id'), '321002199000000021');
    await user.click(screen.getByTestId('live-tracking-save'));
    expect(await screen.findByText(REFUSAL[language])).toBeTruthy();
    expect(screen.queryByTestId('live-tracking-answer')).toBeNull();
    expect(server.received.filter((request) => request.path === endpoints.liveTracking.path)).toHaveLength(1);
  });
});
