import { setSiteData } from '@marathon/shared';
import type {
  CloudConfig,
  PhotoList,
  RaceYearSummary,
  RegistrationRecord,
  ResultsPage,
  ScoreResult,
} from '@marathon/shared/api';
import { HashRouter } from '@marathon/shared/router';
import {
  renderInPage,
  scoreResultFixture,
  startApiServer,
  type ApiTestServer,
} from '@marathon/shared/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerSearchMessages } from '../i18n/messages';
import { ImageSearchPage } from '../photos/ImageSearchPage';
import { RegistrationSearchPage } from '../registration/RegistrationSearchPage';
import { ScoreSearchPage } from '../score/ScoreSearchPage';

// The lookup pages driven as a visitor drives them; the API is a real HTTP server, so these tests hold whatever
// client code reaches it.
registerSearchMessages();

const YEARS = '/race-data/api/years';
const SCORE = '/race-data/api/score';
const RESULTS = '/race-data/api/results';
const REGISTRATION = '/race-data/api/registration';
const PHOTOS = '/race-data/api/photos';

const YEAR_LIST: RaceYearSummary[] = [
  { year: 2025, raceDate: 1745712000000, registrations: 30000, finishers: 28000, resultsStatus: 2 },
];
/** One early web sign-up for next year: a year with registrations and no finishers, listed first. */
const WITH_NEXT_YEAR: RaceYearSummary[] = [
  { year: 2026, raceDate: 1777161600000, registrations: 1, finishers: 0, resultsStatus: 0 },
  ...YEAR_LIST,
];
let yearList = YEAR_LIST;
const NO_RESULTS: ResultsPage = { page: 1, pageSize: 20, total: 0, rows: [] };

function score(bib: string, name: string): ScoreResult {
  return scoreResultFixture({
    year: 2025,
    bib,
    name,
    overallRank: 12,
    genderRank: 10,
    ageGroupRank: 3,
    finishers: 28000,
  });
}

const registration: RegistrationRecord = {
  year: 2025,
  name: '张三',
  idNumberMasked: '1101**********002X',
  phoneMasked: '138****0001',
  channel: 3,
  status: 2,
  raceItem: 'half',
  bib: 'A1234',
  corral: 'B',
  registeredAt: 1735689600000,
  waitlistPosition: null,
  nextStep: { kind: 'pickup', deadline: null },
};

let server: ApiTestServer;
const requestsTo = (path: string) => server.received.filter((request) => request.path === path);
/** The score and photo answers by bib; a bib not listed is refused as the API refuses it. */
const scores = new Map<string, ScoreResult>();
const photos = new Map<string, PhotoList>();

beforeAll(async () => {
  server = await startApiServer();
  server.route(YEARS, () => ({ data: yearList }));
  server.route(RESULTS, () => ({ data: NO_RESULTS }));
  server.route(SCORE, (request) => {
    const bib = request.query.get('bib') ?? bibIn(request.body);
    const found = scores.get(bib);
    return found ? { data: found } : { code: 404, msg: `未找到号码布 ${bib} 的成绩` };
  });
  server.route(PHOTOS, (request) => {
    const bib = request.query.get('bib') ?? '';
    const found = photos.get(bib);
    return found ? { data: found } : { code: 404, msg: `未找到号码布 ${bib} 的照片` };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
  server.received.length = 0;
  scores.clear();
  photos.clear();
  yearList = YEAR_LIST;
  window.location.hash = '';
  // Only the lookups' own switches matter here: each page is open.
  const open = { openStatus: 1, jumpType: 1 };
  setSiteData({
    cloud: {
      scoreSearch: open,
      registrationSearch: open,
      pictureSearch: open,
      searchConfigList: [],
    } as unknown as CloudConfig,
  });
});

function bibIn(body: string): string {
  try {
    return String((JSON.parse(body) as { bib?: unknown }).bib ?? '');
  } catch {
    return new URLSearchParams(body).get('bib') ?? '';
  }
}

function open(page: ReactNode) {
  const user = userEvent.setup();
  renderInPage(<HashRouter>{page}</HashRouter>);
  return user;
}
const lookupButton = () => screen.getByRole('button', { name: '查询' });

async function searchBib(user: ReturnType<typeof userEvent.setup>, bib: string) {
  // The score page's tools load after its first screen (a preview holds their place): wait for their form.
  const form = await screen.findByTestId('score-bib-form');
  const field = within(form).getByLabelText('号码布');
  await user.clear(field);
  await user.type(field, bib);
  await user.click(lookupButton());
}

// The page's tools load after its first screen: on a busy machine a search takes more than Vitest's 5 s default.
describe('score lookup', { timeout: 30_000 }, () => {
  it('refuses a malformed bib under the field and asks nothing', async () => {
    const user = open(<ScoreSearchPage />);
    await searchBib(user, '10086!');
    await screen.findByText('请输入正确的号码布（可带一个字母前缀，最多 7 位数字）');
    expect(requestsTo(SCORE)).toHaveLength(0);
  });

  it('shows the result of a bib, in the race year the API lists first', async () => {
    scores.set('10086', score('10086', '李四'));
    const user = open(<ScoreSearchPage />);
    await searchBib(user, '10086');
    expect((await screen.findByRole('heading', { name: '李四' })).textContent).toBe('李四');
    expect(screen.getAllByText('净计时成绩').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1:30:00').length).toBeGreaterThan(0);
    expect(window.location.hash).toContain('bib=10086');
    expect(window.location.hash).toContain('year=2025');
  });

  it('a failed lookup clears the answer of the one before and says why', async () => {
    scores.set('10086', score('10086', '李四'));
    const user = open(<ScoreSearchPage />);
    await searchBib(user, '10086');
    await screen.findByRole('heading', { name: '李四' });
    await searchBib(user, '10087');
    expect((await screen.findByRole('alert')).textContent).toBe('未找到号码布 10087 的成绩');
    expect(screen.queryByRole('heading', { name: '李四' })).toBeNull();
  });

  it('input the form refuses clears the answer of the search before', async () => {
    scores.set('10086', score('10086', '李四'));
    const user = open(<ScoreSearchPage />);
    await searchBib(user, '10086');
    await screen.findByRole('heading', { name: '李四' });
    await searchBib(user, '10086!');
    await screen.findByText('请输入正确的号码布（可带一个字母前缀，最多 7 位数字）');
    expect(screen.queryByRole('heading', { name: '李四' })).toBeNull();
  });

  it('opens on the newest year with finishers, not on a year that only has sign-ups', async () => {
    yearList = WITH_NEXT_YEAR;
    scores.set('10086', score('10086', '李四'));
    const user = open(<ScoreSearchPage />);
    await screen.findByRole('option', { name: '2025' });
    expect((screen.getByLabelText('赛事年份') as HTMLSelectElement).value).toBe('2025');
    expect(screen.queryByTestId('lookup-empty-year')).toBeNull();
    await searchBib(user, '10086');
    await screen.findByRole('heading', { name: '李四' });
    expect(requestsTo(SCORE)[0]?.query.get('year')).toBe('2025');
  });

  it('a year with nothing yet says so in words', async () => {
    yearList = WITH_NEXT_YEAR;
    const user = open(<ScoreSearchPage />);
    await screen.findByRole('option', { name: '2025' });
    await user.selectOptions(screen.getByLabelText('赛事年份'), '2026');
    expect((await screen.findByTestId('lookup-empty-year')).textContent).toBe(
      '2026 年的成绩尚未公布，可选择其他年份查询。',
    );
  });

  it('a deep link without a year looks up the newest year with finishers', async () => {
    yearList = WITH_NEXT_YEAR;
    scores.set('10086', score('10086', '李四'));
    window.location.hash = '#/?bib=10086';
    open(<ScoreSearchPage />);
    await screen.findByRole('heading', { name: '李四' });
    expect(requestsTo(SCORE).map((request) => request.query.get('year'))).toEqual(['2025']);
  });

  it('by name and ID number: both are checked before asking', async () => {
    const user = open(<ScoreSearchPage />);
    await user.click(await screen.findByRole('tab', { name: '按姓名和证件号' }));
    const panel = within(screen.getByRole('tabpanel'));
    await user.type(panel.getByLabelText('证件号码'), '12');
    await user.click(panel.getByRole('button', { name: '查询' }));
    await panel.findByText('请输入姓名（不含特殊符号）');
    panel.getByText('请输入正确的证件号码（5 到 20 位字母或数字）');
    expect(requestsTo(SCORE)).toHaveLength(0);
  });
});

describe('registration lookup', () => {
  it('checks the name and the ID number before asking', async () => {
    const user = open(<RegistrationSearchPage />);
    await user.click(lookupButton());
    await screen.findByText('请输入姓名（不含特殊符号）');
    screen.getByText('请输入正确的证件号码（5 到 20 位字母或数字）');
    expect(requestsTo(REGISTRATION)).toHaveLength(0);
  });

  it('shows the registration found, asked with the year and the query type in the body', async () => {
    server.route(REGISTRATION, () => ({ data: registration }));
    const user = open(<RegistrationSearchPage />);
    await user.type(screen.getByLabelText('姓名'), '张三');
    await user.type(within(screen.getByRole('tabpanel')).getByLabelText('证件号码'), '11010519491231002X');
    await user.click(lookupButton());
    expect((await screen.findByText('报名成功')).textContent).toBe('报名成功');
    screen.getByText('A1234');
    const sent = JSON.parse(requestsTo(REGISTRATION)[0]?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({ year: 2025, queryType: 1, name: '张三', idNumber: '11010519491231002X' });
  });

  it('a drawn place says its pay-by in Beijing time, a waitlisted one its place', async () => {
    const payBy = Date.parse('2026-03-04T18:00:00+08:00');
    server.route(REGISTRATION, () => ({
      data: {
        ...registration,
        status: 5,
        bib: null,
        corral: null,
        nextStep: { kind: 'pay', deadline: payBy },
      },
    }));
    const user = open(<RegistrationSearchPage />);
    await user.type(screen.getByLabelText('姓名'), '张三');
    await user.type(within(screen.getByRole('tabpanel')).getByLabelText('证件号码'), '11010519491231002X');
    await user.click(lookupButton());
    expect((await screen.findByTestId('registration-deadline')).textContent).toBe(
      '截止时间：2026/03/04 18:00（北京时间）',
    );
    expect(screen.queryByTestId('registration-waitlist-position')).toBeNull();

    server.route(REGISTRATION, () => ({
      data: {
        ...registration,
        status: 6,
        bib: null,
        corral: null,
        waitlistPosition: 12,
        nextStep: { kind: 'wait-waitlist', deadline: null },
      },
    }));
    await user.click(lookupButton());
    expect((await screen.findByTestId('registration-waitlist-position')).textContent).toBe(
      '您现在是候补第 12 位',
    );
    expect(screen.queryByTestId('registration-deadline')).toBeNull();
  });

  it("by phone: a refused lookup says the server's message and shows no record", async () => {
    server.route(REGISTRATION, () => ({ code: 404, msg: '未查询到报名信息' }));
    const user = open(<RegistrationSearchPage />);
    await user.click(screen.getByRole('tab', { name: '手机号' }));
    await user.type(screen.getByLabelText('姓名'), '张三');
    await user.type(within(screen.getByRole('tabpanel')).getByLabelText('手机号'), '13800000001');
    await user.click(lookupButton());
    expect((await screen.findByRole('alert')).textContent).toBe('未查询到报名信息');
    expect(screen.queryByText('报名成功')).toBeNull();
    const sent = JSON.parse(requestsTo(REGISTRATION)[0]?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({ name: '张三', phone: '13800000001' });
  });
});

describe('photo lookup', () => {
  it('shows the photos of a bib, and a failed lookup afterwards clears them', async () => {
    photos.set('10086', {
      year: 2025,
      bib: '10086',
      photos: [
        { n: 1, path: '/race-data/api/photos/image?year=2025&bib=10086&n=1' },
        { n: 2, path: '/race-data/api/photos/image?year=2025&bib=10086&n=2' },
      ],
    });
    const user = open(<ImageSearchPage />);
    await searchBib(user, '10086');
    await screen.findByRole('heading', { name: '2025 年号码布 10086 的照片' });
    // Each thumbnail opens its photo; the button names it.
    expect(screen.getAllByRole('button', { name: /查看第 \d 张照片/ })).toHaveLength(2);

    await searchBib(user, '10087');
    expect((await screen.findByRole('alert')).textContent).toBe('未找到号码布 10087 的照片');
    expect(screen.queryAllByRole('button', { name: /查看第 \d 张照片/ })).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: '2025 年号码布 10086 的照片' })).toBeNull();
  });

  it('refuses a malformed bib and asks nothing', async () => {
    const user = open(<ImageSearchPage />);
    await searchBib(user, 'ABC');
    await screen.findByText('请输入正确的号码布（可带一个字母前缀，最多 7 位数字）');
    expect(requestsTo(PHOTOS)).toHaveLength(0);
  });
});
