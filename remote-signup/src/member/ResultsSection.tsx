import { useLanguage, useTranslation } from '@marathon/shared';
import { raceItemLabel } from '../common/race-item';
import type { MemberSummary } from '@marathon/shared/api';
import { Box } from '@marathon/shared/ui';
import { formatDuration } from '../common/format';
import { Section } from './Section';

export function ResultsSection({ results }: { results: MemberSummary['results'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Section
      title={t('signup.member.results')}
      empty={results.length === 0 && t('signup.member.noResults')}
      testId="member-results"
    >
      <Box as="table" w="full" fontSize="sm">
        <thead>
          <tr>
            {(['year', 'raceItem', 'bib', 'chipTime', 'rank'] as const).map((column) => (
              <Box as="th" key={column} textAlign="start" py="2" borderBottomWidth="1px">
                {t(`signup.member.column.${column}`)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={`${r.year}-${r.bib}`} data-testid="member-result">
              <Box as="td" py="2">
                {r.year}
              </Box>
              <Box as="td">{raceItemLabel(r.raceItem, language)}</Box>
              <Box as="td">{r.bib}</Box>
              <Box as="td">{formatDuration(r.chipTimeMs)}</Box>
              <Box as="td">{r.overallRank}</Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Section>
  );
}
