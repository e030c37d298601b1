import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { endpoints, RESULT_COLUMNS, SPLIT_COLUMNS } from '@marathon/shared/api';
import { FieldFrame, RadioChoices } from '@marathon/shared/form';
import { Box, Button, Heading, Stack, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { useErrorText } from '../forms/use-error-text';
import { FileField } from './FileField';
import { refusalOf, type FileRefusal } from './file-refusal';
import {
  MAX_FILE_MB,
  resultsFileSchema,
  type ResultsFileFields,
  type ResultsFileValues,
} from './import-schema';
import { ProblemsTable } from './ProblemsTable';
import { useFileErrorText } from './use-file-error-text';
import { YearField } from './YearField';

const COLUMNS = [...RESULT_COLUMNS, ...SPLIT_COLUMNS.map((name) => `[${name}]`)].join(', ');

/**
 * A year's results file: checked whole by the API and imported only if every row is right (replacing the year's
 * results), else refused with its problems listed by row and column.
 */
export function ResultsFileForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fileErrorText = useFileErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<FileRefusal | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const form = useForm<ResultsFileFields, unknown, ResultsFileValues>({
    resolver: zodResolver(resultsFileSchema),
    defaultValues: { year: String(new Date().getFullYear()), status: 'provisional', file: null },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ year, status, file }) => {
    setFailure(null);
    setRefusal(null);
    setSaid(null);
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const answer = await staffCall(endpoints.adminResultsImport, {
        query: { year, final: status === 'final' ? '1' : '0' },
        body,
        silent: true,
      });
      setSaid(
        t('admin.results.imported', {
          rows: answer.rows,
          year: answer.year,
          status: t(answer.final ? 'admin.results.statusFinal' : 'admin.results.statusProvisional'),
          format: t(`admin.results.format.${answer.format}`),
        }),
      );
    } catch (error) {
      setFailure(failureText(error));
      setRefusal(refusalOf(error));
    }
  });
  return (
    <Box as="section" aria-labelledby="admin-results-file-heading" mb="10" maxW="3xl">
      <Heading as="h3" size="md" id="admin-results-file-heading" mb="2">
        {t('admin.results.resultsHeading')}
      </Heading>
      <Text fontSize="sm" mb="2">
        {t('admin.results.resultsIntro')}
      </Text>
      <Box
        as="code"
        display="block"
        p="2"
        mb="2"
        bg="gray.100"
        borderRadius="sm"
        fontSize="sm"
        overflowWrap="anywhere"
        data-testid="admin-results-columns"
      >
        {COLUMNS}
      </Box>
      <Text fontSize="sm" mb="4">
        {t('admin.results.rules')}
      </Text>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="admin-results-import">
        <Stack gap="1">
          <YearField
            label={t('admin.results.year')}
            registered={form.register('year')}
            error={errorText(errors.year?.message)}
            testId="admin-results-year"
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <FieldFrame
                group
                inputId="admin-results-status"
                label={t('admin.results.status')}
                required
                errorLine={false}
                mb="4"
              >
                <RadioChoices
                  name="status"
                  firstId="admin-results-status"
                  label={t('admin.results.status')}
                  choices={[
                    { value: 'provisional', label: t('admin.results.provisional') },
                    { value: 'final', label: t('admin.results.final') },
                  ]}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  layout="row"
                />
              </FieldFrame>
            )}
          />
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <FileField
                name="file"
                label={t('admin.results.resultsFile', { mb: MAX_FILE_MB })}
                error={fileErrorText(errors.file?.message)}
                onFile={field.onChange}
                onBlur={field.onBlur}
                testId="admin-results-file"
              />
            )}
          />
          <FormAlert text={failure} testId="admin-results-failure" />
          <Button
            type="submit"
            colorPalette="blue"
            loading={form.formState.isSubmitting}
            alignSelf="flex-start"
          >
            {t('admin.results.importResults')}
          </Button>
        </Stack>
      </form>
      <Box role="status" color="green.700" my="3" data-testid="admin-results-said">
        {said}
      </Box>
      {refusal && refusal.problems.length > 0 ? (
        <ProblemsTable refusal={refusal} testId="admin-results-problems" />
      ) : null}
    </Box>
  );
}
