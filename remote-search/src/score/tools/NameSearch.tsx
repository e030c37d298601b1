import { Box, Button, HStack, Text, chakra } from '@marathon/shared/ui';
import { TextField } from '@marathon/shared/form';
import { call, errorMessage, useLatestQuery, useTranslation } from '@marathon/shared';
import { endpoints, type NameSearchAnswer } from '@marathon/shared/api';
import { PATTERNS } from '@marathon/shared/patterns';
import { formatDuration } from '@marathon/shared/race-time';
import { useState, type FormEvent } from 'react';
import { genderKey } from '../../i18n/code-labels';

/**
 * Find a result by name: characters (王磊), pinyin with or without spaces and tones (wang lei, wánglěi), the given
 * name first (lei wang), initials (wl) or the start of any. The exact matches come first; each opens its result.
 */
export function NameSearch({ year }: { year: number }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, run] = useLatestQuery<NameSearchAnswer>();
  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim();
    if (!PATTERNS.nameSearch.test(q)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void run((signal) => call(endpoints.nameSearch, { query: { year, q }, silent: true, signal }));
  };
  const answer = state.status === 'success' ? state.data : null;
  return (
    <Box>
      <form noValidate onSubmit={search} data-testid="score-name-form">
        <HStack align="flex-start" gap="4">
          <TextField
            label={t('result.names.label')}
            hint={t('result.names.hint')}
            input={{
              value: typed,
              onChange: (event) => setTyped(event.target.value),
              autoComplete: 'off',
              enterKeyHint: 'search',
            }}
            error={invalid ? t('result.names.invalid') : undefined}
            flex="1"
            minW="200px"
            testId="score-name-query"
          />
          <Button
            type="submit"
            colorPalette="brand"
            mt="7"
            loading={state.status === 'loading'}
            data-testid="score-name-submit"
          >
            {t('search.form.submit')}
          </Button>
        </HStack>
      </form>
      <Box aria-live="polite">
        {state.status === 'error' ? (
          <Text role="alert" color="red.700" mt="2">
            {errorMessage(state.error)}
          </Text>
        ) : null}
        {answer ? (
          answer.hits.length === 0 ? (
            <Text mt="2" data-testid="score-name-none">
              {t('result.names.none')}
            </Text>
          ) : (
            <chakra.ul listStyleType="none" mt="2" data-testid="score-name-hits">
              {answer.hits.map((hit) => (
                <chakra.li
                  key={hit.bib}
                  borderTopWidth="1px"
                  borderColor="gray.100"
                  py="2"
                  data-testid="score-name-hit"
                >
                  <chakra.a
                    href={`#/score-search?year=${answer.year}&bib=${encodeURIComponent(hit.bib)}`}
                    color="brand.700"
                    fontWeight="semibold"
                  >
                    {hit.name}
                  </chakra.a>{' '}
                  <Text as="span" fontSize="sm" color="gray.600">
                    {t('search.form.bib')} {hit.bib} · {t(`search.items.${hit.raceItem}`)} ·{' '}
                    {t(genderKey(hit.gender))} {hit.ageGroup} ·{' '}
                    {hit.status === 'finished' && hit.chipTimeMs !== null
                      ? formatDuration(hit.chipTimeMs)
                      : t(`result.outcome.${hit.status === 'dq' ? 'dq' : 'dnf'}`)}
                  </Text>
                </chakra.li>
              ))}
            </chakra.ul>
          )
        ) : null}
        {answer?.more ? (
          <Text fontSize="sm" color="gray.600" mt="1">
            {t('result.names.more')}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
