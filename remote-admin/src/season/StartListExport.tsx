import { useTranslation } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { Box, Button, Flex, Heading, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { saveFile } from '../api/save-file';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';

type Format = 'csv' | 'xlsx';

/** The year's start list as CSV or xlsx, downloaded with the staff session (a plain link would carry none). */
export function StartListExport({ year }: { year: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Format | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    setFailure(null);
    setSaid(null);
    try {
      const blob = await staffCall(endpoints.seasonStartListExport, {
        query: { year, format },
        silent: true,
      });
      const file = `start-list-${year}.${format}`;
      saveFile(blob, file);
      setSaid(t('admin.startList.downloaded', { file }));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box as="section" aria-labelledby="admin-start-list-export-heading" mb="8">
      <Heading as="h3" size="md" id="admin-start-list-export-heading" mb="2">
        {t('admin.startList.exportHeading')}
      </Heading>
      <Text fontSize="sm" mb="3">
        {t('admin.startList.exportIntro', { year })}
      </Text>
      <Flex gap="3">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            loading={busy === format}
            disabled={busy !== null}
            onClick={() => void download(format)}
            data-testid={`admin-start-list-${format}`}
          >
            {t(`admin.startList.${format}`)}
          </Button>
        ))}
      </Flex>
      <FormAlert text={failure} testId="admin-start-list-export-failure" />
      <Box role="status">{said}</Box>
    </Box>
  );
}
