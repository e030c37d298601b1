import { Waiting, bothQueries, call, errorMessage, useQuery, useTranslation } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { Box, Button, Text } from '@marathon/shared/ui';
import { Section } from '../Section';
import { SeasonEntry } from './SeasonEntry';

/**
 * The runner's entries in the season's draw, each with its state, next step and deadline, and what can be done
 * now: pay a won place, withdraw (with the tier's refund), show the e-ticket. Reloaded after each action, so what
 * is shown is always what the API holds.
 */
export function SeasonSection() {
  const { t } = useTranslation();
  const entries = useQuery((signal) => call(endpoints.seasonMyEntries, { signal, silent: true }));
  const providers = useQuery((signal) => call(endpoints.paymentProviders, { signal, silent: true }));
  const { state, retry } = bothQueries(entries, providers);
  const title = t('signup.season.title');
  if (state.status === 'loading' || state.status === 'idle') {
    return (
      <Section title={title} testId="member-season">
        <Waiting what={t('signup.season.loading')} testId="season-loading" />
      </Section>
    );
  }
  if (state.status === 'error') {
    return (
      <Section title={title} testId="member-season">
        <Box role="alert" color="red.700" data-testid="season-error">
          <Text>{errorMessage(state.error)}</Text>
          <Button size="sm" variant="outline" mt="2" onClick={retry}>
            {t('signup.season.retry')}
          </Button>
        </Box>
      </Section>
    );
  }
  const [{ entries: list }, { providers: offered }] = state.data;
  return (
    <Section title={title} empty={list.length === 0 && t('signup.season.empty')} testId="member-season">
      {list.map((entry) => (
        <SeasonEntry
          key={`${entry.year}-${entry.regNo}`}
          entry={entry}
          providers={offered}
          onChanged={entries.retry}
        />
      ))}
    </Section>
  );
}
