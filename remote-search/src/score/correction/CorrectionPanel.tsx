import { Box, Button, Heading, Text } from '@marathon/shared/ui';
import {
  call,
  errorMessage,
  selectIsLoggedIn,
  useLatestQuery,
  useSessionStore,
  useTranslation,
} from '@marathon/shared';
import { CORRECTION_STATUS, endpoints, type Correction, type ScoreAnswer } from '@marathon/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { CorrectionForm } from './CorrectionForm';
import { CorrectionList } from './CorrectionList';

/**
 * 'Something wrong with this result?': a logged-in runner sees their requests for it (with the organisers'
 * answers) and may file one; anyone else is asked to log in first.
 */
export function CorrectionPanel({ answer, onFiled }: { answer: ScoreAnswer; onFiled: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const openLogin = useSessionStore((s) => s.openLoginDrawer);
  const [mine, run] = useLatestQuery<Correction[]>();
  const [writing, setWriting] = useState(false);
  const load = useCallback(
    () =>
      void run((signal) =>
        call(endpoints.correctionsMine, {
          query: { year: answer.year, bib: answer.bib },
          silent: true,
          signal,
        }),
      ),
    [answer.year, answer.bib, run],
  );
  useEffect(() => {
    if (loggedIn) load();
  }, [loggedIn, load]);
  const requests = mine.status === 'success' ? mine.data : [];
  // Only the runner's own open request stops a new one: another owner's (the result shows under review) does not.
  const ownOpen = requests.some(
    (request) =>
      request.status === CORRECTION_STATUS.submitted || request.status === CORRECTION_STATUS.accepted,
  );
  return (
    <Box as="section" mt="10" aria-labelledby="score-correction-title" data-testid="score-correction">
      <Heading as="h3" size="md" mb="2" id="score-correction-title">
        {t('result.correction.title')}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="2" data-testid="score-correction-who">
        {t('result.correction.whoMay')}
      </Text>
      {!loggedIn ? (
        <Text fontSize="sm" color="gray.700">
          {t('result.correction.loginFirst')}{' '}
          <Button variant="outline" size="xs" onClick={openLogin} data-testid="score-correction-login">
            {t('result.correction.login')}
          </Button>
        </Text>
      ) : (
        <>
          {mine.status === 'error' ? (
            <Text role="alert" color="red.700">
              {errorMessage(mine.error)}
            </Text>
          ) : null}
          <CorrectionList requests={requests} />
          {writing ? (
            <CorrectionForm
              answer={answer}
              onCancel={() => setWriting(false)}
              onFiled={() => {
                setWriting(false);
                load();
                onFiled();
              }}
            />
          ) : ownOpen ? (
            <Text fontSize="sm" color="gray.700" mt="2">
              {t('result.correction.alreadyOpen')}
            </Text>
          ) : (
            <Button
              size="sm"
              colorPalette="brand"
              mt="2"
              onClick={() => setWriting(true)}
              data-testid="score-correction-open"
            >
              {t('result.correction.open')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
