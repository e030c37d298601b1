import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickupRunner } from '@marathon/shared/api';
import { setLanguage } from '../app/i18n';
import { PickupPage } from './PickupPage';

const SECRET = 'A'.repeat(43);
const RUNNER: PickupRunner = {
  year: 2026,
  regNo: 7,
  bib: 'A1234',
  name: '王磊',
  raceItem: 'half',
  corral: 'B',
  shirtSize: 'L',
  idMasked: '1101**********1234',
  pickedUp: null,
};
const TICKET = 'YZT1.2026.7.A1234.abcdefghijklmnopqrstuv';

type Answer = { code: number; msg?: string; data: unknown } | 'offline';
interface Sent {
  path: string;
  body: Record<string, unknown>;
  desk: string | null;
}

/** The API as the page sees it: each desk call answered by `answer` (offline: the network fails). */
function stubApi(answer: (path: string, body: Record<string, unknown>) => Answer) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/runtime-config.json') {
        return Response.json({ apiBase: 'http://api.test', fileHost: 'http://files.test' });
      }
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      const headers = new Headers(init?.headers);
      const reply = answer(url.pathname, body);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ path: url.pathname, body, desk: headers.get('x-pickup-desk') });
      return Response.json(reply);
    }),
  );
  return sent;
}

const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });

async function findById(user: ReturnType<typeof userEvent.setup>, id = '110105198001010011') {
  await user.type(await screen.findByTestId('pickup-find-value'), id);
  await user.click(screen.getByTestId('pickup-find-submit'));
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setLanguage('zh');
  window.history.replaceState(null, '', `/m/pickup#desk=${SECRET}`);
});
afterEach(() => vi.unstubAllGlobals());

describe('the kit pickup desk page', () => {
  it('without a desk link says to open the organiser’s link, in both languages', async () => {
    window.history.replaceState(null, '', '/m/pickup');
    stubApi(() => ok(null));
    render(<PickupPage />);
    expect((await screen.findByTestId('pickup-no-desk')).textContent).toContain(
      '请打开组委会发给您的领物台链接',
    );
    act(() => setLanguage('en'));
    expect(screen.getByTestId('pickup-no-desk').textContent).toContain(
      'Open the link your organiser gave you',
    );
  });

  it('keeps the secret in the tab, wipes it from the address bar, and shows the runner found by ID number', async () => {
    const sent = stubApi((path) => (path === '/pickup/desk/find' ? ok(RUNNER) : ok(null)));
    const user = userEvent.setup();
    render(<PickupPage />);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/m/pickup');
    expect(sessionStorage.getItem('marathon.pickupDesk')).toBe(SECRET);
    await findById(user);
    const card = await screen.findByTestId('pickup-runner');
    expect(card.textContent).toContain('王磊');
    expect(card.textContent).toContain('A1234');
    // The race item in words, never its code.
    expect(screen.getByTestId('pickup-runner-item').textContent).toContain('半程马拉松');
    expect(screen.getByTestId('pickup-runner-status').textContent).toContain('可以领取');
    expect(sent[0]).toMatchObject({
      path: '/pickup/desk/find',
      body: { idNumber: '110105198001010011' },
      desk: SECRET,
    });
    // A proxy needs the runner's e-ticket: not offered for a runner found by ID number.
    expect((screen.getByTestId('pickup-proxy') as HTMLInputElement).disabled).toBe(true);
    act(() => setLanguage('en'));
    expect(screen.getByTestId('pickup-runner-item').textContent).toContain('Half Marathon');
  });

  it('shows a refusal for an unknown runner, and the desk’s end when the link was revoked', async () => {
    let revoked = false;
    stubApi(() =>
      revoked
        ? { code: 401, msg: '领物台链接已被组委会停用', data: null }
        : { code: 404, msg: '未找到已确认参赛的选手', data: null },
    );
    const user = userEvent.setup();
    render(<PickupPage />);
    await findById(user);
    const refused = await screen.findByTestId('pickup-refused');
    expect(refused.textContent).toContain('未找到选手');
    expect(refused.textContent).toContain('未找到已确认参赛的选手');
    revoked = true;
    await user.click(screen.getByTestId('pickup-find-submit'));
    expect((await screen.findByTestId('pickup-no-desk')).textContent).toContain('领物台链接已不能使用');
    expect(screen.getByTestId('pickup-desk-reason').textContent).toContain('领物台链接已被组委会停用');
  });

  it('says when and where a kit was already picked up, and offers no second hand-over', async () => {
    const at = Date.parse('2026-04-18T09:30:00+08:00');
    stubApi(() => ok({ ...RUNNER, pickedUp: { at, deskName: 'A 台', byProxy: false } }));
    const user = userEvent.setup();
    render(<PickupPage />);
    await findById(user);
    expect((await screen.findByTestId('pickup-runner-status')).textContent).toContain(
      '已于 09:30 在 A 台 领取',
    );
    expect(screen.queryByTestId('pickup-record')).toBeNull();
    act(() => setLanguage('en'));
    expect(screen.getByTestId('pickup-runner-status').textContent).toContain(
      'Already picked up at 09:30 by desk A 台',
    );
  });

  it('records a proxy’s pickup of a runner found by e-ticket, with the proxy’s name and ID digits', async () => {
    const sent = stubApi((path, body) =>
      path === '/pickup/desk/find'
        ? ok(RUNNER)
        : ok({
            outcome: 'recorded',
            runner: { ...RUNNER, pickedUp: { at: Date.now(), deskName: 'A', byProxy: body.proxy !== null } },
          }),
    );
    const user = userEvent.setup();
    render(<PickupPage />);
    await user.click(await screen.findByLabelText('按电子凭证'));
    await user.type(screen.getByTestId('pickup-find-value'), TICKET);
    await user.click(screen.getByTestId('pickup-find-submit'));
    await user.click(await screen.findByTestId('pickup-proxy'));
    await user.click(screen.getByTestId('pickup-record'));
    // Each missing field is said, and nothing is sent.
    expect(await screen.findByText('请输入代领人姓名')).toBeTruthy();
    expect(sent).toHaveLength(1);
    await user.type(screen.getByTestId('pickup-proxy-name'), '李娜');
    await user.type(screen.getByTestId('pickup-proxy-id'), '123x');
    await user.click(screen.getByTestId('pickup-proxy-seen'));
    await user.click(screen.getByTestId('pickup-record'));
    expect((await screen.findByTestId('pickup-recorded')).textContent).toContain('已由代领人 李娜 领取');
    expect(sent[1]?.body).toMatchObject({
      find: { ticket: TICKET },
      proxy: { name: '李娜', idLast4: '123x', authorisationSeen: true },
    });
  });

  it('keeps a pickup made offline on the phone and sends it, with the same pickup id, once back online', async () => {
    let online = false;
    const sent = stubApi((path) => {
      if (path === '/pickup/desk/find') return ok(RUNNER);
      if (!online) return 'offline';
      return ok({
        outcome: 'recorded',
        runner: { ...RUNNER, pickedUp: { at: 1, deskName: 'A', byProxy: false } },
      });
    });
    const user = userEvent.setup();
    render(<PickupPage />);
    await findById(user);
    await user.click(await screen.findByTestId('pickup-record'));
    expect((await screen.findByTestId('pickup-queued')).textContent).toContain('本次领物已保存在本机');
    expect(screen.getByTestId('pickup-queue').textContent).toContain('本机有 1 条领物记录待上传');
    const queued = JSON.parse(localStorage.getItem('marathon.pickupQueue') ?? '[]') as {
      input: { pickupId: string };
    }[];
    expect(queued).toHaveLength(1);
    // The same runner looked up again: the phone's record stands, no second hand-over.
    await user.click(screen.getByTestId('pickup-next'));
    await findById(user);
    expect((await screen.findByTestId('pickup-runner-status')).textContent).toContain('已在本机记录');
    expect(screen.queryByTestId('pickup-record')).toBeNull();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(localStorage.getItem('marathon.pickupQueue')).toBe('[]'));
    const replayed = sent.filter((call) => call.path === '/pickup/desk/record');
    expect(replayed).toHaveLength(1);
    expect(replayed[0]?.body.pickupId).toBe(queued[0]?.input.pickupId);
    expect(replayed[0]?.desk).toBe(SECRET);
    await waitFor(() => expect(screen.queryByTestId('pickup-queue')).toBeNull());
  });
  it('says which queued pickup another desk had handed over meanwhile, when the queue is sent', async () => {
    localStorage.setItem(
      'marathon.pickupQueue',
      JSON.stringify([
        {
          input: { pickupId: crypto.randomUUID(), find: { idNumber: '110105198001010011' }, proxy: null },
          regNo: 7,
          name: '王磊',
          bib: 'A1234',
          queuedAt: 1,
        },
      ]),
    );
    stubApi(() =>
      ok({ outcome: 'already', runner: { ...RUNNER, pickedUp: { at: 1, deskName: 'B', byProxy: false } } }),
    );
    render(<PickupPage />);
    expect((await screen.findByTestId('pickup-queue-report')).textContent).toContain(
      '王磊（A1234）已在其他领物台领取',
    );
    expect(localStorage.getItem('marathon.pickupQueue')).toBe('[]');
  });
});
