import { useTranslation } from '@marathon/shared';
import type { PublicDraw } from '@marathon/shared/api';
import { Box, Text } from '@marathon/shared/ui';
import { useEffect, useState } from 'react';
import { checkDraw, type DrawCheck } from './check-draw';

type Verdict = { status: 'checking' } | { status: 'done'; check: DrawCheck } | { status: 'failed' };

/** The browser's own check of a revealed draw, said plainly: it matches, or it does not (and what does not). */
export function DrawVerdict({ draw }: { draw: PublicDraw & { seed: string } }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<Verdict>({ status: 'checking' });
  useEffect(() => {
    let live = true;
    checkDraw(draw).then(
      (check) => live && setVerdict({ status: 'done', check }),
      // WebCrypto is missing where the page is not a secure context (plain http on another host).
      () => live && setVerdict({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [draw]);
  if (verdict.status === 'checking') {
    return (
      <Text role="status" mb="3" data-testid="draw-checking">
        {t('search.draw.checking')}
      </Text>
    );
  }
  if (verdict.status === 'failed') {
    return (
      <Box role="alert" mb="3" p="3" bg="orange.50" color="orange.800" data-testid="draw-check-failed">
        {t('search.draw.cannotCheck')}
      </Box>
    );
  }
  const matches = verdict.check.hashMatches && verdict.check.orderMatches;
  return (
    <Box
      role="status"
      mb="4"
      p="3"
      borderRadius="md"
      borderWidth="1px"
      bg={matches ? 'green.50' : 'red.50'}
      borderColor={matches ? 'green.300' : 'red.300'}
      color={matches ? 'green.800' : 'red.800'}
      data-testid="draw-verdict"
      data-match={matches ? 'match' : 'mismatch'}
    >
      <Text fontWeight="bold">{t(matches ? 'search.draw.match' : 'search.draw.mismatch')}</Text>
      {verdict.check.hashMatches ? null : <Text fontSize="sm">{t('search.draw.hashMismatch')}</Text>}
      {verdict.check.orderMatches ? null : <Text fontSize="sm">{t('search.draw.orderMismatch')}</Text>}
    </Box>
  );
}
