import { Box, Button, Image, Text } from '@marathon/shared/ui';
import { api, call, useTranslation } from '@marathon/shared';
import { endpoints, type ScoreResult } from '@marathon/shared/api';
import { useState } from 'react';
import { saveFile } from './save-file';

/**
 * The server-drawn certificate (query type 6), shown and offered as a file. The file goes through the API
 * client, so its export rules hold: an empty file says 'no data found', a JSON error shows its message, an answer
 * without a file says 'no data'. (A plain link would also lose its file name: the API is on another origin.)
 */
export function Certificate({ result }: { result: ScoreResult }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const src = `${api().baseURL}${result.certificatePath}`;
  const download = async () => {
    setBusy(true);
    try {
      const blob = await call(endpoints.certificate, {
        query: { year: result.year, bib: result.bib, download: '1' },
      });
      saveFile(blob, `certificate-${result.year}-${result.bib}.svg`);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  };
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
      <Box mt="3">
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          loading={busy}
          onClick={() => void download()}
          data-testid="score-certificate-download"
        >
          {t('search.score.downloadCertificate')}
        </Button>
      </Box>
    </Box>
  );
}
