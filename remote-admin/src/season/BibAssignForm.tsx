import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { TextField } from '@marathon/shared/form';
import { Box, Button, Flex, Heading, Stack, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { endpoints } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { RaceItemSelect, useRaceItemName } from '../forms/RaceItemSelect';
import { useErrorText } from '../forms/use-error-text';
import { bibAssignFormSchema, type BibAssignFormInput, type BibAssignFormValues } from './bib-assign-schema';

/** Assigns one race item's bibs and corrals for the year shown, and says how many it numbered. */
export function BibAssignForm({ year }: { year: number }) {
  const { t } = useTranslation();
  const raceItemName = useRaceItemName();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const form = useForm<BibAssignFormInput, unknown, BibAssignFormValues>({
    resolver: zodResolver(bibAssignFormSchema),
    defaultValues: {
      raceItem: 'half',
      firstBib: '1',
      reserved: '',
      corrals: [
        { name: 'A', size: '2000' },
        { name: 'B', size: '100000' },
      ],
    },
  });
  const corrals = useFieldArray({ control: form.control, name: 'corrals' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaid(null);
    try {
      const answer = await staffCall(endpoints.seasonBibsAssign, { body: { ...values, year }, silent: true });
      setSaid(t('admin.startList.assigned', { raceItem: raceItemName(values.raceItem), ...answer }));
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <Box as="section" aria-labelledby="admin-bibs-heading" maxW="2xl" mb="8">
      <Heading as="h3" size="md" id="admin-bibs-heading" mb="2">
        {t('admin.startList.bibsHeading')}
      </Heading>
      <Text fontSize="sm" mb="3">
        {t('admin.startList.bibsIntro')}
      </Text>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="admin-bibs-form">
        <Stack gap="1">
          <Flex gap="3" wrap="wrap">
            <RaceItemSelect
              control={form.control}
              name="raceItem"
              label={t('admin.startList.raceItem')}
              error={errorText(errors.raceItem?.message)}
              testId="admin-bibs-race-item"
            />
            <TextField
              label={t('admin.startList.firstBib')}
              required
              input={{ ...form.register('firstBib'), inputMode: 'numeric', maxW: '32' }}
              error={errorText(errors.firstBib?.message)}
              testId="admin-bibs-first"
            />
          </Flex>
          <TextField
            label={t('admin.startList.reserved')}
            hint={t('admin.startList.reservedHint')}
            input={{ ...form.register('reserved'), autoComplete: 'off' }}
            error={errorText(errors.reserved?.message)}
            testId="admin-bibs-reserved"
          />
          <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" mb="2">
            <Box as="legend" px="1" fontWeight="medium">
              {t('admin.startList.corrals')}
            </Box>
            <Text fontSize="sm" mb="2">
              {t('admin.startList.corralsHint')}
            </Text>
            {corrals.fields.map((field, index) => (
              <Flex key={field.id} gap="3" align="flex-end" wrap="wrap">
                <TextField
                  label={t('admin.startList.corralName', { n: index + 1 })}
                  required
                  input={{ ...form.register(`corrals.${index}.name`), autoComplete: 'off', maxW: '32' }}
                  error={errorText(errors.corrals?.[index]?.name?.message)}
                  testId={`admin-bibs-corral-name-${index}`}
                />
                <TextField
                  label={t('admin.startList.corralSize', { n: index + 1 })}
                  required
                  input={{ ...form.register(`corrals.${index}.size`), inputMode: 'numeric', maxW: '32' }}
                  error={errorText(errors.corrals?.[index]?.size?.message)}
                  testId={`admin-bibs-corral-size-${index}`}
                />
                <Button
                  size="sm"
                  variant="outline"
                  mb="6"
                  disabled={corrals.fields.length === 1}
                  onClick={() => corrals.remove(index)}
                >
                  {t('admin.startList.removeCorral', { n: index + 1 })}
                </Button>
              </Flex>
            ))}
            <Button
              size="sm"
              variant="outline"
              disabled={corrals.fields.length >= 26}
              onClick={() => corrals.append({ name: '', size: '' })}
            >
              {t('admin.startList.addCorral')}
            </Button>
            {errors.corrals?.root?.message || errors.corrals?.message ? (
              <Text role="alert" color="red.700" mt="2">
                {errorText(errors.corrals.root?.message ?? errors.corrals.message)}
              </Text>
            ) : null}
          </Box>
          <FormAlert text={failure} testId="admin-bibs-failure" />
          <Button
            type="submit"
            colorPalette="blue"
            loading={form.formState.isSubmitting}
            alignSelf="flex-start"
          >
            {t('admin.startList.assign')}
          </Button>
        </Stack>
      </form>
      <Box role="status" mt="3" data-testid="admin-bibs-result">
        {said}
      </Box>
    </Box>
  );
}
