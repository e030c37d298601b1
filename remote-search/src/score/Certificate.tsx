import { Box, Button, HStack, Image, Text } from '@marathon/shared/ui';
import { api, call, useTranslation } from '@marathon/shared';
import { endpoints, type ScoreResult } from '@marathon/shared/api';
import { useState } from 'react';
import { saveFile } from './save-file';

/**
 * The server-drawn certificate (query type 6): the SVG shown in the page, PNG and PDF offered as files. The file goes through the API
 * client, so its export rules hold: an empty file says 'no data found', a JSON error shows its message, an answer
 * without a file says 'no data'. (A plain link would also lose its file name: the API is on another origin.)
 */
type CertificateFormat = 'png' | 'pdf';

export function Certificate({ result }: { result: ScoreResult }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<CertificateFormat | null>(null);
  const src = `${api().baseURL}${result.certificatePath}`;
  const download = async (format: CertificateFormat) => {
    setBusy(format);
    try {
      const blob = await call(endpoints.certificate, {
        query: { year: result.year, bib: result.bib, download: '1', format },
      });
      saveFile(blob, `certificate-${result.year}-${result.bib}.${format}`);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(null);
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
        htmlWidth={240}
        htmlHeight={339}
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="sm"
        loading="lazy"
      />
      {/* A picture for a phone's gallery and chats, a PDF for print; both drawn on the server with one font. */}
      <HStack mt="3" gap="2">
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          loading={busy === 'png'}
          disabled={busy !== null}
          onClick={() => void download('png')}
          data-testid="score-certificate-download"
        >
          {t('search.score.downloadCertificate')}
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          loading={busy === 'pdf'}
          disabled={busy !== null}
          onClick={() => void download('pdf')}
          data-testid="score-certificate-pdf"
        >
          {t('search.score.downloadCertificatePdf')}
        </Button>
      </HStack>
    </Box>
  );
}
