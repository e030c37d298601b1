import { ApiError, useLanguage, useTranslation } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { FieldFrame } from '@marathon/shared/form';
import { Box, Button, chakra, Heading, Text } from '@marathon/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import { staffCall } from '../api/staff-call';
import { Td, Th } from '../console/table-cells';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';

interface RowProblem {
  row: number;
  column: string | null;
  zh: string;
  en: string;
}
interface Refused {
  problems: RowProblem[];
  total: number;
}

/** The row problems a refused import answers in its envelope's data (the API's RowProblem), if it did. */
function problemsOf(error: unknown): Refused | null {
  if (!(error instanceof ApiError)) return null;
  const data = (error.body as { data?: unknown } | null)?.data as Partial<Refused> | null | undefined;
  return data && Array.isArray(data.problems) && typeof data.total === 'number'
    ? { problems: data.problems, total: data.total }
    : null;
}

const FileInput = chakra('input');

/** Uploads the start list the timing company sent back; a refused file lists its rows' problems. */
export function StartListImport({ year }: { year: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setRefused(null);
    setSaid(null);
    if (file === null || !/\.(csv|xlsx)$/i.test(file.name)) {
      setFileError(t('admin.startList.errors.file'));
      return;
    }
    setFileError(undefined);
    setBusy(true);
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const { updated } = await staffCall(endpoints.seasonStartListImport, {
        query: { year },
        body,
        silent: true,
      });
      setSaid(t('admin.startList.imported', { updated }));
    } catch (error) {
      setFailure(failureText(error));
      setRefused(problemsOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="section" aria-labelledby="admin-start-list-import-heading" mb="8" maxW="3xl">
      <Heading as="h3" size="md" id="admin-start-list-import-heading" mb="2">
        {t('admin.startList.importHeading')}
      </Heading>
      <Text fontSize="sm" mb="3">
        {t('admin.startList.importIntro')}
      </Text>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="admin-start-list-import">
        <FieldFrame inputId={inputId} label={t('admin.startList.file')} required error={fileError}>
          <FileInput
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            data-testid="admin-start-list-file"
          />
        </FieldFrame>
        <Button type="submit" colorPalette="blue" loading={busy}>
          {t('admin.startList.import')}
        </Button>
      </form>
      <FormAlert text={failure} testId="admin-start-list-import-failure" />
      <Box role="status">{said}</Box>
      {refused && refused.problems.length > 0 ? (
        <Box as="table" fontSize="sm" data-testid="admin-start-list-problems">
          <Box as="caption" textAlign="start" mb="2">
            {t('admin.startList.problemsCaption', { shown: refused.problems.length, total: refused.total })}
          </Box>
          <thead>
            <tr>
              <Th scope="col">{t('admin.startList.row')}</Th>
              <Th scope="col">{t('admin.startList.column')}</Th>
              <Th scope="col">{t('admin.startList.problem')}</Th>
            </tr>
          </thead>
          <tbody>
            {refused.problems.map((problem, index) => (
              <tr key={`${problem.row}-${index}`}>
                <Td>{problem.row}</Td>
                <Td>{problem.column ?? '—'}</Td>
                <Td>{language === 'zh' ? problem.zh : problem.en}</Td>
              </tr>
            ))}
          </tbody>
        </Box>
      ) : null}
    </Box>
  );
}
