import { Badge, Box, Link, Text } from '@marathon/shared/ui';
import { useLanguage, useTranslation } from '@marathon/shared';
import { isNonFinisher, type CertificateVerification } from '@marathon/shared/api';
import { formatDuration } from '@marathon/shared/race-time';

const TONE = { genuine: 'green', changed: 'orange', unknown: 'orange', forged: 'red' } as const;

/** What a code says, in words first, then the official result it stands for (never for a forged code). */
export function Verdict({ verification }: { verification: CertificateVerification }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { verdict, issued, result } = verification;
  return (
    <Box data-testid="verify-verdict" data-verdict={verdict}>
      <Box
        p="4"
        borderRadius="md"
        bg={`${TONE[verdict]}.50`}
        color={`${TONE[verdict]}.800`}
        borderWidth="1px"
        borderColor={`${TONE[verdict]}.200`}
      >
        <Text fontWeight="semibold" data-testid="verify-verdict-text">
          {t(`result.verify.${verdict}`)}
        </Text>
        {issued && verdict !== 'forged' ? (
          <Text fontSize="sm" mt="1">
            {t('result.verify.issuedFor', {
              year: issued.year,
              bib: issued.bib,
              time: formatDuration(issued.chipTimeMs),
            })}
          </Text>
        ) : null}
      </Box>
      {result ? (
        <Box mt="4" p="4" bg="gray.50" borderRadius="md" data-testid="verify-result">
          <Text fontSize="sm" color="gray.600">
            {t('result.verify.official')}
          </Text>
          <Text fontSize="xl" fontWeight="bold" data-testid="verify-name">
            {result.name}
          </Text>
          <Text>
            {result.year} · {t(`search.items.${result.raceItem}`)} · {t('search.form.bib')} {result.bib}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="verify-time">
            {isNonFinisher(result) ? t(`result.outcome.${result.status}`) : formatDuration(result.chipTimeMs)}
          </Text>
          {isNonFinisher(result) && result.reason ? (
            <Text>
              {t('result.outcome.reason', {
                reason: language === 'en' ? result.reason.en : result.reason.zh,
              })}
            </Text>
          ) : null}
          <Badge colorPalette={result.provisional ? 'orange' : 'green'} mt="2" data-testid="verify-status">
            {result.provisional ? t('search.score.provisional') : t('search.score.final')}
          </Badge>
          {result.underReview ? (
            <Badge colorPalette="orange" mt="2" ms="2">
              {t('result.outcome.underReview')}
            </Badge>
          ) : null}
          <Box mt="2">
            <Link
              href={`#/score-search?year=${result.year}&bib=${encodeURIComponent(result.bib)}`}
              color="brand.700"
            >
              {t('result.verify.openResult')}
            </Link>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
