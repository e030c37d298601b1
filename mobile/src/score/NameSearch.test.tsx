import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveRunnerSearchAnswer } from '@marathon/shared/api';
import { setLanguage } from '../app/i18n';
import { NameSearch } from './NameSearch';

/** The API as the search sees it: the start list's search answering `answer`, and what was asked. */
function stubApi(answer: LiveRunnerSearchAnswer) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/runtime-config.json') {
        return Response.json({ apiBase: 'http://api.test', fileHost: 'http://files.test' });
      }
      asked.push(`${url.pathname}${url.search}`);
      return Response.json({ code: 0, msg: 'ok', data: answer });
    }),
  );
  return asked;
}

async function searchFor(name: string) {
  const user = userEvent.setup();
  render(<NameSearch year={2025} live />);
  await user.type(screen.getByLabelText('姓名、拼音或首字母'), name);
  await user.click(screen.getByRole('button', { name: '查询' }));
}

beforeEach(() => setLanguage('zh'));
afterEach(() => vi.unstubAllGlobals());

describe('the phone’s name search on race day', () => {
  it('searches the start list and links each runner to their live card by bib', async () => {
    const asked = stubApi({
      year: 2025,
      hits: [{ bib: '1001', name: '张伟', raceItem: 'half', gender: 1, ageGroup: 'M40', match: 'exact' }],
      more: false,
    });
    await searchFor('张伟');
    const link = await screen.findByRole('link', { name: '张伟' });
    expect(link.getAttribute('href')).toMatch(/r\/2025\/1001$/);
    expect(screen.getByTestId('m-name-hit').textContent).toContain('1001');
    screen.getByText(/在起跑名单中查找/);
    expect(asked).toEqual([`/live/api/runners?year=2025&q=${encodeURIComponent('张伟')}`]);
  });

  it('says when the start list has nobody of that name (or they chose not to be followed)', async () => {
    stubApi({ year: 2025, hits: [], more: false });
    await searchFor('王磊');
    await screen.findByText(/起跑名单中没有找到这个名字的选手/);
  });
});
