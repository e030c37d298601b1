import type { ResultsPage } from '@marathon/shared/api';
import { renderInPage, startApiServer, type ApiTestServer } from '@marathon/shared/test-support';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerSearchMessages } from '../i18n/messages';
import { ResultsBoard } from './ResultsBoard';

// Issue 41 item 8: a runner who chose not to be listed keeps their place and times on the board, and nothing
// that names them. The API is a real HTTP server.
registerSearchMessages();

const PAGE: ResultsPage = {
  page: 1,
  pageSize: 20,
  total: 2,
  rows: [
    {
      overallRank: 1,
      bib: 'A0001',
      name: '李四',
      gender: 1,
      ageGroup: '30-39',
      chipTimeMs: 3_900_000,
      gunTimeMs: 3_905_000,
    },
    {
      overallRank: 2,
      bib: '',
      name: '',
      gender: 0,
      ageGroup: '',
      chipTimeMs: 3_960_000,
      gunTimeMs: 3_970_000,
      unlisted: true,
    },
  ],
};

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
  server.route('/race-data/api/results', () => ({ data: PAGE }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
});

describe('the results board', () => {
  it.each([
    ['zh', '跑者选择不公开'],
    ['en', 'Runner chose not to be listed'],
  ] as const)(
    'shows an unlisted runner as such (%s), with place and times and no link',
    async (language, text) => {
      renderInPage(<ResultsBoard year={2025} />, { language });
      const cell = await screen.findByText(text);
      expect(cell.getAttribute('data-testid')).toBe('results-board-unlisted');
      const rows = screen.getAllByTestId('results-board-row');
      expect(rows).toHaveLength(2);
      const unlisted = rows[1];
      if (!unlisted) throw new Error('no second row');
      expect(within(unlisted).queryByRole('link')).toBeNull();
      expect(unlisted.textContent).toContain('1:06:00');
      // The listed runner keeps their link to the result.
      expect(within(rows[0] as HTMLElement).getByRole('link').textContent).toBe('A0001');
    },
  );
});
