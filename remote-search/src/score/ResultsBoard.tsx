import { Box, Button, Flex, HStack, Heading, Text, chakra, withUi } from '@marathon/shared/ui';
import { call, errorMessage, useLatestQuery, useTranslation } from '@marathon/shared';
import { endpoints, RACE_ITEMS, type RaceItem, type ResultsPage } from '@marathon/shared/api';
import { useEffect, useState, type FormEvent } from 'react';
import { Input } from '@marathon/shared/ui-interactive';
import { ResultsFilters, type BoardFilters } from './ResultsFilters';
import { SelectField } from '@marathon/shared/form';
import { ErrorNote } from '../lookup/ErrorNote';
import { genderKey } from '../i18n/code-labels';
import { formatDuration } from '@marathon/shared/race-time';

const PAGE_SIZE = 20;
/** Rank, bib, name, gender, age group, chip time, gun time. */
const COLUMN_WIDTHS = ['9%', '12%', '22%', '10%', '13%', '17%', '17%'];
const ROW_HEIGHT = '38px';

/**
 * A year's finishers in rank order, a page at a time, filtered by gender, age group or part of a name, with a jump
 * to any page; each bib opens its result (the score deep link).
 */
export function ResultsBoard({ year }: { year: number | null }) {
  const { t } = useTranslation();
  const [item, setItem] = useState<RaceItem>('half');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<BoardFilters>({});
  const [jumpTo, setJumpTo] = useState('');
  const [state, run] = useLatestQuery<ResultsPage>();
  useEffect(() => {
    if (year === null) return;
    void run((signal) =>
      call(endpoints.results, {
        query: { year, item, page, pageSize: PAGE_SIZE, ...filters },
        silent: true,
        signal,
      }),
    );
  }, [year, item, page, filters, run]);
  const data = state.status === 'success' ? state.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const filtered = Object.keys(filters).length > 0;
  // Until its page of results has arrived the board says it is loading (its paging buttons are not settled yet).
  const busy = state.status === 'idle' || state.status === 'loading';
  const jump = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number(jumpTo);
    // A page beyond the last goes to the last; anything that is not a page number goes nowhere.
    if (Number.isInteger(wanted) && wanted >= 1) setPage(Math.min(wanted, pages));
    setJumpTo('');
  };
  return (
    <Box
      as="section"
      mt="12"
      data-testid="results-board"
      aria-labelledby="results-board-title"
      aria-busy={busy || undefined}
    >
      <Flex justify="space-between" align="flex-end" mb="4">
        <Heading as="h2" size="lg" id="results-board-title">
          {year === null ? '\u00a0' : t('search.board.title', { year })}
        </Heading>
        <SelectField
          id="results-board-item"
          label={t('search.registration.item')}
          value={item}
          options={RACE_ITEMS.map((raceItem) => ({ value: raceItem, label: t(`search.items.${raceItem}`) }))}
          onChange={(value) => {
            setItem(RACE_ITEMS.find((candidate) => candidate === value) ?? 'half');
            setPage(1);
          }}
          testId="results-board-item"
          errorLine={false}
          minW="160px"
        />
      </Flex>
      <ResultsFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {filtered && data ? (
        <Text fontSize="sm" color="fg.muted" mb="2" data-testid="results-board-matches">
          {data.total > 0 ? t('search.board.matches', { count: data.total }) : t('search.board.none')}
        </Text>
      ) : null}
      {state.status === 'error' ? <ErrorNote message={errorMessage(state.error)} /> : null}
      {/* Fixed columns and a page of rows reserved while it loads: nothing below moves when the rows arrive. */}
      <chakra.table
        w="full"
        fontSize="sm"
        tableLayout="fixed"
        css={{
          '& th, & td': {
            py: '2',
            px: '3',
            textAlign: 'left',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
        }}
      >
        <colgroup>
          {COLUMN_WIDTHS.map((width, index) => (
            <col key={index} style={{ width }} />
          ))}
        </colgroup>
        <thead>
          <chakra.tr bg="gray.50">
            <th scope="col">{t('search.board.rank')}</th>
            <th scope="col">{t('search.form.bib')}</th>
            <th scope="col">{t('search.form.name')}</th>
            <th scope="col">{t('search.board.gender')}</th>
            <th scope="col">{t('search.board.ageGroup')}</th>
            <th scope="col">{t('search.score.chipTime')}</th>
            <th scope="col">{t('search.score.gunTime')}</th>
          </chakra.tr>
        </thead>
        <tbody>
          {!data && state.status !== 'error'
            ? Array.from({ length: PAGE_SIZE }, (_, index) => (
                <chakra.tr
                  key={index}
                  h={ROW_HEIGHT}
                  borderTopWidth="1px"
                  borderColor="gray.100"
                  aria-hidden="true"
                >
                  <td colSpan={COLUMN_WIDTHS.length} />
                </chakra.tr>
              ))
            : null}
          {data?.rows.map((row) =>
            row.unlisted ? (
              // The runner chose not to be listed: their place and times only (no bib, so no link).
              <chakra.tr
                key={`unlisted-${row.overallRank}`}
                h={ROW_HEIGHT}
                borderTopWidth="1px"
                borderColor="gray.100"
                data-testid="results-board-row"
              >
                <td>{row.overallRank}</td>
                <chakra.td colSpan={4} color="gray.600" data-testid="results-board-unlisted">
                  {t('search.board.unlisted')}
                </chakra.td>
                <td>{formatDuration(row.chipTimeMs)}</td>
                <td>{formatDuration(row.gunTimeMs)}</td>
              </chakra.tr>
            ) : (
              <chakra.tr
                key={row.bib}
                h={ROW_HEIGHT}
                borderTopWidth="1px"
                borderColor="gray.100"
                data-testid="results-board-row"
              >
                <td>{row.overallRank}</td>
                <td>
                  <chakra.a
                    href={`#/score-search?year=${year}&bib=${encodeURIComponent(row.bib)}`}
                    color="brand.700"
                  >
                    {row.bib}
                  </chakra.a>
                </td>
                <td>{row.name}</td>
                <td>{t(genderKey(row.gender))}</td>
                <td>{row.ageGroup}</td>
                <td>{formatDuration(row.chipTimeMs)}</td>
                <td>{formatDuration(row.gunTimeMs)}</td>
              </chakra.tr>
            ),
          )}
        </tbody>
      </chakra.table>
      <HStack justify="center" gap="4" mt="4">
        <Button
          size="sm"
          variant="outline"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
          data-testid="results-board-previous"
        >
          {t('search.board.previous')}
        </Button>
        <Text fontSize="sm" data-testid="results-board-page">
          {t('search.board.page', { page, pages })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
          data-testid="results-board-next"
        >
          {t('search.board.next')}
        </Button>
        <HStack as="form" gap="2" onSubmit={jump}>
          <Input
            aria-label={t('search.board.jumpLabel')}
            value={jumpTo}
            onChange={(event) => setJumpTo(event.target.value)}
            inputMode="numeric"
            size="sm"
            w="16"
            data-testid="results-board-jump"
          />
          <Button type="submit" size="sm" variant="outline" data-testid="results-board-go">
            {t('search.board.jump')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}

/** Loaded by the score page after its first screen, with Chakra's provider of its own. */
export default withUi(ResultsBoard);
