import { Box, Image, Link, Text } from '@marathon/shared/ui';
import { api, useTranslation } from '@marathon/shared';
import type { ScoreResult } from '@marathon/shared/api';

/** The server-drawn certificate (query type 6), shown and offered as a file. */
export function Certificate({ result }: { result: ScoreResult }) {
  const { t } = useTranslation();
  const src = `${api().baseURL}${result.certificatePath}`;
  return (
    <Box data-testid="score-certificate">
      <Text fontWeight="semibold" mb="2">
        {t('search.score.certificate')}
      </Text>
      <Image
        src={src}
        alt={t('search.score.certificateAlt', { name: result.name })}
        w="240px"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="sm"
        loading="lazy"
      />
      <Link
        href={`${src}&download=1`}
        download={`certificate-${result.year}-${result.bib}.svg`}
        display="inline-block"
        mt="3"
        color="brand.700"
        fontWeight="medium"
        data-testid="score-certificate-download"
      >
        {t('search.score.downloadCertificate')}
      </Link>
    </Box>
  );
}
