import { useSessionStore } from '@marathon/shared';
import type { MyEntry } from '@marathon/shared/api';
import { renderInPage, startApiServer, type ApiTestServer } from '@marathon/shared/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerSignupMessages } from '../../i18n/messages';
import { SeasonSection } from './SeasonSection';

// The season section against a real HTTP server that keeps the runner's entry as the API would: paying and
// withdrawing change what the next load answers, and the section shows only what it was answered.
registerSignupMessages();

const PAY_BY = Date.UTC(2026, 1, 13, 10, 0);
const TICKET = 'YZT1.2026.1001.A1234.abcdefghijklmnopqrstuv';

const won = (): MyEntry => ({
  year: 2026,
  regNo: 1001,
  raceItem: 'half',
  status: 5,
  placing: 'won',
  waitlistPosition: null,
  payment: {
    orderNo: 'O-1001',
    state: 'open',
    amountFen: 16000,
    paidFen: 0,
    refundedFen: 0,
    payBy: PAY_BY,
    provider: null,
  },
  refund: null,
  bib: null,
  nextStep: { kind: 'pay', deadline: PAY_BY },
  refundIfWithdrawnFen: null,
});

let entry: MyEntry;
let providers: string[];
let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
  server.route('/season/api/my-entries', () => ({ data: { entries: [entry] } }));
  server.route('/payments/api/providers', () => ({ data: { providers } }));
  server.route('/payments/api/checkout', () => ({
    data: { kind: 'qr', url: 'weixin://wxpay/bizpayurl?pr=season1001' },
  }));
  server.route('/season/api/withdraw', () => {
    entry = {
      ...entry,
      status: 4,
      payment: entry.payment && { ...entry.payment, state: 'refunding' },
      refund: { state: 'requested', amountFen: 12800, reason: null },
      nextStep: { kind: 'none', deadline: null },
      refundIfWithdrawnFen: null,
      bib: null,
    };
    return { data: { regNo: 1001, refundFen: 12800, refundNo: 'R-1001' } };
  });
  server.route('/user-center/e-ticket', () => ({
    data: {
      ticket: TICKET,
      year: 2026,
      regNo: 1001,
      bib: 'A1234',
      name: '张三',
      raceItem: 'half',
      corral: 'B',
      idMasked: '1101**********002X',
    },
  }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
  server.received.length = 0;
  useSessionStore.setState({ token: 'runner-token' });
  entry = won();
  providers = ['wechat'];
});

const OPEN_ORDER = won().payment;
const paid = (): MyEntry => ({
  ...won(),
  status: 2,
  payment: OPEN_ORDER && { ...OPEN_ORDER, state: 'paid', paidFen: 16000, provider: 'wechat' },
  bib: 'A1234',
  nextStep: { kind: 'pickup', deadline: null },
  refundIfWithdrawnFen: 12800,
});

describe('the member centre season section', { timeout: 30_000 }, () => {
  it('shows a won entry with its deadline, pays by a WeChat code, then shows it paid', async () => {
    const user = userEvent.setup();
    renderInPage(<SeasonSection />, { language: 'en' });
    const row = await screen.findByTestId('season-entry', {}, { timeout: 20_000 });
    expect(within(row).getByTestId('season-status').textContent).toBe('Drawn, payment due');
    expect(within(row).getByTestId('season-next-step').textContent).toContain('Pay for your place');
    expect(within(row).getByTestId('season-deadline').textContent).toContain('Deadline:');
    await user.click(within(row).getByRole('button', { name: /Pay CN¥160\.00 · WeChat Pay/ }));
    const qr = await within(row).findByTestId('season-pay-qr');
    expect(within(qr).getByRole('img', { name: 'WeChat Pay code' }).getAttribute('data-qr-text')).toBe(
      'weixin://wxpay/bizpayurl?pr=season1001',
    );
    const checkout = server.received.find((request) => request.path === '/payments/api/checkout');
    expect(JSON.parse(checkout?.body ?? '{}')).toEqual({ year: 2026, regNo: 1001, provider: 'wechat' });
    expect(checkout?.headers.token).toBe('runner-token');
    entry = paid();
    await user.click(within(qr).getByRole('button', { name: 'Refresh the payment' }));
    const after = await screen.findByTestId('season-entry', {}, { timeout: 20_000 });
    await expect
      .poll(() => within(after).queryByTestId('season-payment')?.textContent, { timeout: 20_000 })
      .toBe('Paid: CN¥160.00');
    expect(within(after).queryByTestId('season-pay')).toBeNull();
  });

  it('shows the e-ticket as a QR code with the bib and the ID to bring', async () => {
    const user = userEvent.setup();
    entry = paid();
    renderInPage(<SeasonSection />);
    const row = await screen.findByTestId('season-entry', {}, { timeout: 20_000 });
    await user.click(within(row).getByRole('button', { name: '查看电子票' }));
    const ticket = await within(row).findByTestId('season-ticket');
    const code = await within(ticket).findByRole('img', { name: '电子票二维码' });
    expect(code.getAttribute('data-qr-text')).toBe(TICKET);
    expect(within(ticket).getByTestId('season-ticket-bib').textContent).toBe('号码布 A1234');
    expect(within(ticket).getByTestId('season-ticket-id').textContent).toContain('1101**********002X');
  });

  it('withdraws only after a confirm that names the refund, then shows the refund requested', async () => {
    const user = userEvent.setup();
    entry = paid();
    renderInPage(<SeasonSection />, { language: 'en' });
    const row = await screen.findByTestId('season-entry', {}, { timeout: 20_000 });
    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    const confirm = within(row).getByTestId('season-withdraw-confirm');
    expect(within(confirm).getByTestId('season-withdraw-refund').textContent).toBe(
      'By the current refund tier, CN¥128.00 will be refunded.',
    );
    expect(server.received.some((request) => request.path === '/season/api/withdraw')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await expect
      .poll(() => screen.queryByTestId('season-refund')?.textContent, { timeout: 20_000 })
      .toBe('Refund requested: CN¥128.00, in progress.');
    expect(screen.getByTestId('season-status').textContent).toBe('Withdrawn');
  });

  it('shows a waitlist place, and says when no provider is offered', async () => {
    entry = {
      ...won(),
      status: 6,
      placing: 'waitlist',
      waitlistPosition: 3,
      payment: null,
      nextStep: { kind: 'wait-waitlist', deadline: null },
    };
    renderInPage(<SeasonSection />);
    const row = await screen.findByTestId('season-entry', {}, { timeout: 20_000 });
    expect(within(row).getByTestId('season-waitlist-position').textContent).toBe('候补第 3 位');
    expect(within(row).getByTestId('season-status').textContent).toBe('候补中');
    expect(within(row).queryByTestId('season-pay')).toBeNull();
  });

  it('says in words when no payment method is open', async () => {
    providers = [];
    renderInPage(<SeasonSection />);
    expect((await screen.findByTestId('season-pay-none', {}, { timeout: 20_000 })).textContent).toBe(
      '本站暂未开通在线缴费，请留意赛事通知。',
    );
  });
});
