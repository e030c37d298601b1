import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { endpoints, type EndpointAnswer } from '@marathon/shared/api';
import { SelectField } from '@marathon/shared/form';
import { Box, Button, Heading, Spinner, Stack, Text } from '@marathon/shared/ui';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { useErrorText } from '../forms/use-error-text';
import { FileField } from './FileField';
import { refusalOf, type FileRefusal } from './file-refusal';
import {
  MAX_FILE_MB,
  passingsFileSchema,
  type PassingsFileFields,
  type PassingsFileValues,
} from './import-schema';
import { ProblemsTable } from './ProblemsTable';
import { RefusedRowsTable } from './RefusedRowsTable';
import { useFileErrorText } from './use-file-error-text';
import { usePassingsProviders } from './use-passings-providers';
import { YearField } from './YearField';

type Taken = EndpointAnswer<typeof endpoints.adminPassingsImport>;

/**
 * A timing company's passings file: each row judged as the live feed judges a passing, the refused ones listed
 * with their reasons and the others taken at once (a file that cannot be read is refused whole, its problems listed).
 */
export function PassingsFileForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fileErrorText = useFileErrorText();
  const { state: providers } = usePassingsProviders();
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<FileRefusal | null>(null);
  const [taken, setTaken] = useState<Taken | null>(null);
  const form = useForm<PassingsFileFields, unknown, PassingsFileValues>({
    resolver: zodResolver(passingsFileSchema),
    defaultValues: { year: String(new Date().getFullYear()), provider: '', file: null },
  });
  const errors = form.formState.errors;
  const { getValues, setValue } = form;
  // The first timing company is chosen once they are known, as a select shows its first option.
  useEffect(() => {
    const first = providers.kind === 'loaded' ? providers.data[0] : undefined;
    if (first !== undefined && getValues('provider') === '') setValue('provider', first);
  }, [providers, getValues, setValue]);
  const providerName = (name: string) => (name === 'file' ? t('admin.results.providerFile') : name);
  const submit = form.handleSubmit(async ({ year, provider, file }) => {
    setFailure(null);
    setRefusal(null);
    setTaken(null);
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      setTaken(
        await staffCall(endpoints.adminPassingsImport, { query: { year, provider }, body, silent: true }),
      );
    } catch (error) {
      setFailure(failureText(error));
      setRefusal(refusalOf(error));
    }
  });
  return (
    <Box as="section" aria-labelledby="admin-passings-file-heading" mb="8" maxW="3xl">
      <Heading as="h3" size="md" id="admin-passings-file-heading" mb="2">
        {t('admin.results.passingsHeading')}
      </Heading>
      <Text fontSize="sm" mb="4">
        {t('admin.results.passingsIntro')}
      </Text>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="admin-passings-import">
        <Stack gap="1">
          <YearField
            label={t('admin.results.year')}
            registered={form.register('year')}
            error={errorText(errors.year?.message)}
            testId="admin-passings-year"
          />
          {providers.kind === 'loading' ? (
            <Box role="status" mb="4">
              <Spinner size="sm" aria-hidden /> {t('admin.results.providersLoading')}
            </Box>
          ) : providers.kind === 'failed' ? (
            <FormAlert text={providers.text} testId="admin-passings-providers-failure" />
          ) : (
            <Controller
              control={form.control}
              name="provider"
              render={({ field }) => (
                <SelectField
                  label={t('admin.results.provider')}
                  required
                  name={field.name}
                  value={field.value}
                  options={providers.data.map((name) => ({ value: name, label: providerName(name) }))}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(errors.provider?.message)}
                  testId="admin-passings-provider"
                  selectMaxW="sm"
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <FileField
                name="file"
                label={t('admin.results.passingsFile', { mb: MAX_FILE_MB })}
                error={fileErrorText(errors.file?.message)}
                onFile={field.onChange}
                onBlur={field.onBlur}
                testId="admin-passings-file"
              />
            )}
          />
          <FormAlert text={failure} testId="admin-passings-failure" />
          <Button
            type="submit"
            colorPalette="blue"
            loading={form.formState.isSubmitting}
            disabled={providers.kind !== 'loaded'}
            alignSelf="flex-start"
          >
            {t('admin.results.importPassings')}
          </Button>
        </Stack>
      </form>
      <Box
        role="status"
        color={taken && taken.refused > 0 ? 'orange.800' : 'green.700'}
        my="3"
        data-testid="admin-passings-said"
      >
        {taken
          ? t('admin.results.passingsTaken', {
              rows: taken.rows,
              year: taken.year,
              provider: providerName(taken.provider),
              accepted: taken.accepted,
              replaced: taken.replaced,
              duplicate: taken.duplicate,
              refused: taken.refused,
            })
          : null}
      </Box>
      {taken ? <RefusedRowsTable taken={taken} /> : null}
      {refusal && refusal.problems.length > 0 ? (
        <ProblemsTable refusal={refusal} testId="admin-passings-problems" />
      ) : null}
    </Box>
  );
}
