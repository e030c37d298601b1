import { useStillWorking, useTranslation } from '@marathon/shared';
import { TextField } from '@marathon/shared/form';
import { Box, Button, HStack, Text } from '@marathon/shared/ui';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** What a lookup asks for: each field's words and the browser's autofill hint, written once for every form. */
const LOOKUP_FIELDS = {
  name: {
    label: 'search.form.name',
    placeholder: 'search.form.namePlaceholder',
    error: 'search.errors.name',
    autoComplete: 'name',
  },
  idNumber: {
    label: 'search.form.idNumber',
    placeholder: 'search.form.idPlaceholder',
    error: 'search.errors.idNumber',
    autoComplete: 'off',
  },
  phone: {
    label: 'search.form.phone',
    placeholder: 'search.form.phonePlaceholder',
    error: 'search.errors.phone',
    autoComplete: 'tel',
  },
  bib: {
    label: 'search.form.bib',
    placeholder: 'search.form.bibPlaceholder',
    error: 'search.errors.bib',
    autoComplete: 'off',
  },
} as const;

/** One field of a lookup form, registered with react-hook-form; `invalid` shows the field's own error. */
export function LookupField({
  kind,
  registration,
  invalid,
  testId,
}: {
  kind: keyof typeof LOOKUP_FIELDS;
  registration: UseFormRegisterReturn;
  invalid: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const field = LOOKUP_FIELDS[kind];
  return (
    <TextField
      label={t(field.label)}
      input={{ ...registration, placeholder: t(field.placeholder), autoComplete: field.autoComplete }}
      flex="1"
      minW="200px"
      error={invalid ? t(field.error) : undefined}
      testId={testId}
    />
  );
}

/** A lookup's fields and its search button on one row; the button's test id is `<testId>-submit`. */
export function LookupRow({
  busy,
  testId,
  children,
}: {
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const slow = useStillWorking(busy);
  return (
    <Box>
      <HStack align="flex-start" gap="4">
        {children}
        <Button
          type="submit"
          colorPalette="brand"
          mt="7"
          loading={busy}
          loadingText={t('search.form.searching')}
          data-testid={`${testId}-submit`}
        >
          {t('search.form.submit')}
        </Button>
      </HStack>
      {/* A slow answer says it is still coming, in words a screen reader announces too. */}
      <Text role="status" fontSize="sm" color="gray.700" mt="2" data-testid={`${testId}-still-searching`}>
        {slow ? t('search.form.stillSearching') : ''}
      </Text>
    </Box>
  );
}
