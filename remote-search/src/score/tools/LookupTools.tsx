import { HStack, Link } from '@marathon/shared/ui';
import { withUi } from '@marathon/shared/ui';
import { Tabs } from '@marathon/shared/ui-interactive';
import { call, useTranslation } from '@marathon/shared';
import { endpoints, type ScoreAnswer } from '@marathon/shared/api';
import { useState } from 'react';
import { EmptyYearNote } from '../../lookup/EmptyYearNote';
import { YearSelect } from '../../lookup/YearSelect';
import type { YearCounts } from '../first-screen/answer-guard';
import { BibForm } from '../BibForm';
import { IdentityForm } from '../IdentityForm';
import { NameSearch } from './NameSearch';

export interface LookupToolsProps {
  years: readonly YearCounts[];
  year: number;
  onYear: (year: number) => void;
  bib: string;
  /** The bib field takes focus when it appears (the preview's field had it). */
  focusBib?: boolean;
  busy: boolean;
  onBib: (bib: string) => void;
  /** A search by name and ID number (through the API's contract, which these tools load): the page runs it. */
  onIdentity: (load: (signal: AbortSignal) => Promise<ScoreAnswer>) => void;
  /** A form refused its input: the page clears the previous answer. */
  onInvalid: () => void;
}

/**
 * The score lookup's tools: the year, and three ways to find a result (bib, name or pinyin, name and ID number).
 * Drawn with Chakra, so on a result link they load after the card is on screen.
 */
function LookupTools({
  years,
  year,
  onYear,
  bib,
  focusBib,
  busy,
  onBib,
  onIdentity,
  onInvalid,
}: LookupToolsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('bib');
  const empty = years.find((candidate) => candidate.year === year)?.finishers === 0;
  return (
    <>
      <HStack align="flex-end" justify="space-between" gap="6" mb="4">
        <YearSelect years={years} value={year} onChange={onYear} />
        <HStack gap="6" mb="2">
          <Link href="#/verify-certificate" color="brand.700" data-testid="score-verify-link">
            {t('result.verify.link')}
          </Link>
          <Link href="#/multiple-score-search" color="brand.700" data-testid="score-history-link">
            {t('search.score.historyLink')}
          </Link>
        </HStack>
      </HStack>
      {empty ? <EmptyYearNote year={year} data="finishers" /> : null}
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" colorPalette="brand">
        <Tabs.List>
          <Tabs.Trigger value="bib" data-testid="score-tab-bib">
            {t('search.form.byBib')}
          </Tabs.Trigger>
          <Tabs.Trigger value="name" data-testid="score-tab-name">
            {t('result.names.tab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="identity" data-testid="score-tab-identity">
            {t('search.form.byIdentity')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="bib" pt="6">
          <BibForm initialBib={bib} focus={focusBib} busy={busy} onInvalid={onInvalid} onSearch={onBib} />
        </Tabs.Content>
        <Tabs.Content value="name" pt="6">
          <NameSearch year={year} />
        </Tabs.Content>
        <Tabs.Content value="identity" pt="6">
          <IdentityForm
            testId="score-identity-form"
            busy={busy}
            onInvalid={onInvalid}
            onSearch={(values) =>
              onIdentity((signal) =>
                call(endpoints.scoreByIdentity, { body: { year, ...values }, silent: true, signal }),
              )
            }
          />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

export default withUi(LookupTools);
