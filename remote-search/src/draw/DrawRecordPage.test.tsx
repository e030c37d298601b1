import type { PublicDraw } from '@marathon/shared/api';
import { HashRouter, Route, Routes } from '@marathon/shared/router';
import { renderInPage, startApiServer, type ApiTestServer } from '@marathon/shared/test-support';
import { screen, within } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerSearchMessages } from '../i18n/messages';
import { DrawRecordPage } from './DrawRecordPage';

// The draw page against a real HTTP server answering as the API does; the expected order is computed here with
// Node's own crypto by the documented rule, apart from the page's WebCrypto code it checks.
registerSearchMessages();

const DRAW = '/season/api/draw';
const SEED = 'yangzhou-2026-half-seed-of-the-draw';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const ENTRIES = [1001, 1002, 1003, 1004, 1005, 1006];
const ORDER = [...ENTRIES].sort((a, b) => {
  const ka = sha256(`${SEED}:${a}`);
  const kb = sha256(`${SEED}:${b}`);
  return ka < kb ? -1 : ka > kb ? 1 : a - b;
});

const revealed: PublicDraw = {
  year: 2026,
  raceItem: 'half',
  state: 'revealed',
  seedHash: sha256(SEED),
  seed: SEED,
  drawnPlaces: 3,
  entries: ENTRIES,
  order: ORDER,
};
let draws: Partial<Record<string, PublicDraw>> = {};
let unavailable = false;

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
  server.route(DRAW, (request) => {
    if (unavailable) return { status: 503, code: 503, msg: '服务暂时不可用' };
    const found = draws[request.query.get('raceItem') ?? ''];
    return found
      ? { data: found }
      : { status: 404, code: 404, msg: 'No seed hash has been committed for this race item' };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
  server.received.length = 0;
  draws = {};
  unavailable = false;
});

function open(hash: string, language: 'zh' | 'en' = 'zh') {
  window.location.hash = hash;
  renderInPage(
    <HashRouter>
      <Routes>
        <Route path="/draw/:year" element={<DrawRecordPage />} />
      </Routes>
    </HashRouter>,
    { language },
  );
}

describe('the public draw record', { timeout: 30_000 }, () => {
  it('recomputes a revealed draw in the browser and says it matches', async () => {
    draws = { half: revealed };
    open('#/draw/2026', 'en');
    const half = await screen.findByTestId('draw-item-half');
    const verdict = await within(half).findByTestId('draw-verdict', {}, { timeout: 20_000 });
    expect(verdict.dataset.match).toBe('match');
    expect(verdict.textContent).toContain('Checked: the seed matches its hash');
    expect(within(half).getByTestId('draw-seed').textContent).toContain(SEED);
    expect(within(half).getByTestId('draw-hash').textContent).toContain(sha256(SEED));
    const order = within(within(half).getByTestId('draw-order')).getAllByRole('listitem');
    expect(order.map((item) => Number(item.textContent))).toEqual(ORDER);
    // The fun run has no committed hash: said as "not yet", not as an error.
    const fun = await screen.findByTestId('draw-item-fun');
    expect((await within(fun).findByTestId('draw-empty')).textContent).toContain(
      'No seed hash has been published for this race yet.',
    );
  });

  it('says so when the published order is not the one the seed gives', async () => {
    draws = { half: { ...revealed, order: [...ORDER].reverse() } };
    open('#/draw/2026');
    const verdict = await screen.findByTestId('draw-verdict', {}, { timeout: 20_000 });
    expect(verdict.dataset.match).toBe('mismatch');
    expect(verdict.textContent).toContain('核验不一致');
    expect(verdict.textContent).toContain('按公布的算法算出的顺序与公布的顺序不同。');
  });

  it('says so when the seed does not hash to the committed hash', async () => {
    draws = { half: { ...revealed, seedHash: sha256('another seed entirely, not this one') } };
    open('#/draw/2026', 'en');
    const verdict = await screen.findByTestId('draw-verdict', {}, { timeout: 20_000 });
    expect(verdict.dataset.match).toBe('mismatch');
    expect(verdict.textContent).toContain('The seed does not hash to the hash published before the draw.');
  });

  it('shows a committed hash before the draw, and the seed only after the reveal', async () => {
    draws = { half: { ...revealed, state: 'closed', seed: null, entries: [], order: [], drawnPlaces: 0 } };
    open('#/draw/2026');
    expect((await screen.findByTestId('draw-not-revealed')).textContent).toContain(
      '已公布种子哈希值，尚未抽签。',
    );
    expect(screen.getByTestId('draw-hash').textContent).toContain(sha256(SEED));
    expect(screen.queryByTestId('draw-seed')).toBeNull();
  });

  it('refuses a year that is not one, in the visitor language', async () => {
    open('#/draw/abc', 'en');
    expect((await screen.findByTestId('lookup-error')).textContent).toContain(
      'The year in the address is not valid',
    );
    expect(server.received.filter((request) => request.path === DRAW)).toHaveLength(0);
  });

  it('shows a failed load with a retry', async () => {
    unavailable = true;
    open('#/draw/2026');
    const [error] = await screen.findAllByTestId('draw-error');
    if (!error) throw new Error('no error shown');
    expect(error.textContent).toContain('服务暂时不可用');
    expect(within(error).getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
