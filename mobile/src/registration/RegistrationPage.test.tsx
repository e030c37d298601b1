import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationRecord } from '@marathon/shared/api';
import { setLanguage } from '../app/i18n';
import { RegistrationPage } from './RegistrationPage';

const RECORD: RegistrationRecord = {
  year: 2026,
  name: '王磊',
  idNumberMasked: '1101**********0011',
  phoneMasked: '138****0001',
  channel: 3,
  status: 5,
  raceItem: 'half',
  bib: null,
  corral: null,
  registeredAt: Date.parse('2026-01-05T10:00:00+08:00'),
  waitlistPosition: null,
  nextStep: { kind: 'pay', deadline: Date.parse('2026-03-04T18:00:00+08:00') },
};

/** The API as the page sees it: the years, and the registration lookup answering `record`. */
function stubApi(record: RegistrationRecord) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/runtime-config.json') {
        return Response.json({ apiBase: 'http://api.test', fileHost: 'http://files.test' });
      }
      if (url.pathname === '/race-data/api/years') {
        return Response.json({
          code: 0,
          msg: 'ok',
          data: [
            {
              year: 2026,
              raceDate: Date.parse('2026-04-19T07:30:00+08:00'),
              registrations: 1,
              finishers: 0,
              resultsStatus: 0,
            },
          ],
        });
      }
      return Response.json({ code: 0, msg: 'ok', data: record });
    }),
  );
}

async function lookUp() {
  const user = userEvent.setup();
  render(<RegistrationPage />);
  await user.type(screen.getByLabelText('姓名'), '王磊');
  await user.type(screen.getByLabelText('证件号码'), '110105198001010011');
  await user.click(screen.getByRole('button', { name: '查询' }));
  return screen.findByTestId('m-registration-next');
}

beforeEach(() => setLanguage('zh'));
afterEach(() => vi.unstubAllGlobals());

describe('the phone site’s registration lookup through the season', () => {
  it('a drawn place says its state, the pay-by in Beijing time and the way to the member centre', async () => {
    stubApi(RECORD);
    const next = await lookUp();
    screen.getByText('已中签，待缴费');
    expect(next.textContent).toContain('截止时间：2026-03-04 18:00（北京时间）');
    expect(next.querySelector('a')?.getAttribute('href')).toBe('/reg/#/my/my-index');
  });

  it('a waitlisted entry says its place on the waitlist', async () => {
    stubApi({
      ...RECORD,
      status: 6,
      waitlistPosition: 12,
      nextStep: { kind: 'wait-waitlist', deadline: null },
    });
    const next = await lookUp();
    screen.getByText('候补中');
    expect(next.textContent).toContain('您现在是候补第 12 位');
    expect(next.textContent).not.toContain('截止时间');
  });
});
