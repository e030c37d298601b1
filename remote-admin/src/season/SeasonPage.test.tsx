import { endpoints, ROLE_PERMISSIONS, type PublicDraw, type StaffMember } from '@marathon/shared/api';
import {
  MemoryRouter,
  renderInPage,
  startApiServer,
  type ApiTestServer,
  type ReceivedRequest,
} from '@marathon/shared/test-support';
import { Route, Routes } from '@marathon/shared/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleApp } from '../console/ConsoleApp';
import { registerAdminMessages } from '../i18n/messages';

/*
 * The season director's draw over the network: the five steps in order, each behind its confirmation, the seed
 * made and kept in the browser (only its hash sent until the run), a lost seed pasted back, and refusals.
 */
registerAdminMessages();

const DIRECTOR: StaffMember = {
  id: 'm-director',
  email: 'director@staff.test',
  name: '赛事总监王',
  role: 'administrator',
  status: 'active',
  permissions: [...ROLE_PERMISSIONS.administrator],
};
const YEAR = new Date().getFullYear();
const SEED_KEY = `marathon.drawSeed.${YEAR}.half`;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

let server: ApiTestServer;
let draw: PublicDraw | null = null;

const bodyOf = (request: ReceivedRequest) => JSON.parse(request.body) as Record<string, unknown>;
const posted = (path: string) => server.received.filter((r) => r.path === path && r.method === 'POST');
const status = () => ({
  data: {
    year: YEAR,
    raceItem: 'half',
    state: draw?.state,
    seedHash: draw?.seedHash,
    drawnAt: draw?.state === 'drawn' || draw?.state === 'revealed' ? Date.UTC(2026, 1, 10) : null,
    entries: draw?.entries.length ?? 0,
    winners: draw?.drawnPlaces ?? 0,
    waitlisted: (draw?.entries.length ?? 0) - (draw?.drawnPlaces ?? 0),
  },
});
const move = (state: PublicDraw['state'], extra: Partial<PublicDraw> = {}) => {
  if (draw) draw = { ...draw, state, ...extra };
  return status();
};

beforeAll(async () => {
  server = await startApiServer();
  server.useFreshBase();
  server.route(endpoints.staffMe.path, () => ({ data: DIRECTOR }));
  server.route(endpoints.drawOverview.path, () => ({
    data: {
      year: YEAR,
      raceItem: 'half',
      places: 3,
      reservedPlaces: 1,
      applicants: draw && draw.state !== 'open' && draw.state !== 'closed' ? 0 : 4,
      status: draw ? status().data : null,
    },
  }));
  server.route(endpoints.drawCommitSeed.path, (request) => {
    const { seedHash } = bodyOf(request) as { seedHash: string };
    draw = {
      year: YEAR,
      raceItem: 'half',
      state: 'open',
      seedHash,
      seed: null,
      drawnPlaces: 0,
      entries: [],
      order: [],
    };
    return status();
  });
  server.route(endpoints.drawCloseEntries.path, () => move('closed'));
  server.route(endpoints.drawRun.path, (request) => {
    if (sha256(String(bodyOf(request).seed)) !== draw?.seedHash) {
      return { status: 400, code: 400, msg: '种子与提交的哈希不符' };
    }
    return move('drawn', { drawnPlaces: 2, entries: [1, 2, 3, 4], order: [3, 1, 4, 2] });
  });
  server.route(endpoints.drawReveal.path, (request) =>
    move('revealed', { seed: String(bodyOf(request).seed) }),
  );
  server.route(endpoints.drawWaitlistRound.path, () => ({ data: { promoted: [4, 2] } }));
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('marathon.staffSession', 'staff-session-0123456789abcdef');
  server.received.length = 0;
  draw = null;
});

function renderSeason(language: 'zh' | 'en') {
  return renderInPage(
    <MemoryRouter initialEntries={['/admin/season']}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

describe('the draw screen', () => {
  it('commits a browser-made seed by its hash, closes, runs and reveals with the kept seed, then a waitlist round', async () => {
    const user = userEvent.setup();
    renderSeason('en');
    expect(await screen.findByText('No seed hash committed yet')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Entries waiting for the draw 4' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Places 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make and commit a seed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make and commit a seed' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    const hash = /[0-9a-f]{64}/.exec(dialog.textContent ?? '')?.[0];
    await user.click(screen.getByRole('button', { name: 'Confirm: Make and commit a seed' }));
    expect(await screen.findByText('Entries open')).toBeTruthy();
    const seed = sessionStorage.getItem(SEED_KEY) ?? '';
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(bodyOf(posted(endpoints.drawCommitSeed.path)[0] as ReceivedRequest)).toEqual({
      year: YEAR,
      raceItem: 'half',
      seedHash: sha256(seed),
    });
    expect(hash).toBe(sha256(seed));
    expect(server.received.some((r) => r.body.includes(seed))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Close entries' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: Close entries' }));
    expect(await screen.findByText('Entries closed')).toBeTruthy();
    expect(screen.getByTestId('admin-season-seed-kept').textContent).toContain(
      'session storage until it is revealed',
    );
    await user.click(screen.getByRole('button', { name: 'Run the draw' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: Run the draw' }));
    expect(await screen.findByText('Drawn, seed not yet revealed')).toBeTruthy();
    expect(bodyOf(posted(endpoints.drawRun.path)[0] as ReceivedRequest).seed).toBe(seed);
    expect(screen.getByRole('row', { name: /Winners 2/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reveal the seed' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: Reveal the seed' }));
    expect(await screen.findByText('Drawn, seed revealed')).toBeTruthy();
    expect(sessionStorage.getItem(SEED_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Run a waitlist round' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: Run a waitlist round' }));
    expect(await screen.findByText('2 waitlisted entries promoted: entry numbers 4, 2')).toBeTruthy();
  });

  it('takes a lost seed pasted back, refuses a wrong one before any call, and cancels a step, in Chinese', async () => {
    const user = userEvent.setup();
    const seed = 'the-directors-written-down-seed';
    draw = {
      year: YEAR,
      raceItem: 'half',
      state: 'closed',
      seedHash: sha256(seed),
      seed: null,
      drawnPlaces: 0,
      entries: [],
      order: [],
    };
    renderSeason('zh');
    expect(await screen.findByText('报名已截止')).toBeTruthy();
    expect(screen.getByTestId('admin-season-seed-missing')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '抽签' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.type(screen.getByLabelText(/^种子/), 'not-the-seed-at-all');
    await user.click(screen.getByRole('button', { name: '抽签' }));
    await user.click(screen.getByRole('button', { name: '确认：抽签' }));
    expect(await screen.findByText('这个种子与已提交的哈希不符')).toBeTruthy();
    expect(posted(endpoints.drawRun.path)).toHaveLength(0);
    const field = screen.getByLabelText(/^种子/);
    await user.clear(field);
    await user.type(field, seed);
    await user.click(screen.getByRole('button', { name: '抽签' }));
    await user.click(screen.getByRole('button', { name: '确认：抽签' }));
    expect(await screen.findByText('已抽签，种子未公布')).toBeTruthy();
    expect(sessionStorage.getItem(SEED_KEY)).toBe(seed);
  });

  it('shows the API’s refusal of a step as it says it', async () => {
    const user = userEvent.setup();
    draw = {
      year: YEAR,
      raceItem: 'half',
      state: 'open',
      seedHash: sha256('x'.repeat(20)),
      seed: null,
      drawnPlaces: 0,
      entries: [],
      order: [],
    };
    // Another director closed the entries meanwhile: the API's refusal, in the page's language.
    server.route(endpoints.drawCloseEntries.path, () => ({
      status: 400,
      code: 400,
      msg: 'Entries are already closed',
    }));
    renderSeason('en');
    await user.click(await screen.findByRole('button', { name: 'Close entries' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: Close entries' }));
    expect(await screen.findByText('Entries are already closed')).toBeTruthy();
    server.route(endpoints.drawCloseEntries.path, () => move('closed'));
  });
});
