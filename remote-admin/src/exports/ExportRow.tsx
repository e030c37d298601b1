import { useTranslation } from '@marathon/shared';
import { EXPORT_FORMATS, type ExportFormat } from '@marathon/shared/api';
import { Box, Button, Flex, Heading, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { saveFile } from '../api/save-file';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import type { ExportEntry } from './exports-catalogue';

/** One export: what it holds, and its CSV and xlsx downloads with the staff session (a plain link carries none). */
export function ExportRow({
  entry,
  year,
  raceItem,
}: {
  entry: ExportEntry;
  year: number;
  raceItem: string | null;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const item = entry.byRaceItem ? raceItem : null;
  const download = async (format: ExportFormat) => {
    setBusy(format);
    setFailure(null);
    setSaid(null);
    try {
      const query = { year, format, ...(item ? { raceItem: item as 'half' | 'fun' } : {}) };
      const blob = await staffCall(entry.endpoint, { query, silent: true });
      const file = entry.fileName(year, item, format);
      saveFile(blob, file);
      setSaid(t('admin.exports.downloaded', { file }));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };
  const headingId = `admin-export-${entry.key}-heading`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      mb="4"
      data-testid={`admin-export-${entry.key}`}
    >
      <Heading as="h3" size="md" id={headingId} mb="1">
        {t(`admin.exports.${entry.key}.title`)}
      </Heading>
      <Text fontSize="sm" mb="3" maxW="3xl">
        {t(`admin.exports.${entry.key}.description`)}
        {!entry.byRaceItem && raceItem ? ` ${t('admin.exports.allItemsOnly')}` : ''}
      </Text>
      <Flex gap="3" wrap="wrap">
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outline"
            loading={busy === format}
            disabled={busy !== null}
            onClick={() => void download(format)}
            data-testid={`admin-export-${entry.key}-${format}`}
          >
            {t(`admin.exports.${format}`)}
          </Button>
        ))}
      </Flex>
      <FormAlert text={failure} testId={`admin-export-${entry.key}-failure`} />
      <Box role="status">{said}</Box>
    </Box>
  );
}
