import {
  CATEGORY_COUNTRY,
  CHINESE_REGION_CODES,
  useQuery,
  useTranslation,
  type Language,
} from '@marathon/shared';
import { COUNTRY_CATEGORIES, type CountryCategory } from '@marathon/shared/api';
import { Box, Stack, Text } from '@marathon/shared/ui';
import { Input } from '@marathon/shared/ui-interactive';
import { useMemo, useState } from 'react';
import { SubField, SubInput, subFieldDescribedBy } from '../advanced-common/controls';
import { LoadStatus } from '../advanced-common/LoadStatus';
import { onGroupBlur } from '../field-a11y';
import { FieldShell } from '../FieldShell';
import type { FieldProps } from '../field-props';
import { isRecord, stringValue, textOf } from '../field-values';
import { ReadOnlyAnswer } from '../ReadOnly';
import { RadioChoices, SelectInput } from '@marathon/shared/form';
import { countries, countryOptions, nameOfCode, type CountryOption } from './countries';

const CHINESE = CHINESE_REGION_CODES as readonly string[];
/** Up to this many countries, 'single' offers radio buttons; more, a select. */
const MAX_RADIOS = 6;

function useCountryOptions(language: Language) {
  const { state, retry } = useQuery(countries);
  const options = useMemo(
    () => (state.status === 'success' ? countryOptions(state.data, language) : null),
    [state, language],
  );
  return { failed: state.status === 'error', options, retry };
}

/**
 * A select of countries with a search box before it: typing a Chinese or English name (or the code) narrows the
 * list, which a native select cannot do for Chinese names. The chosen country stays listed while filtering.
 */
function CountrySelect({
  id,
  testId,
  options,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  testId: string;
  options: readonly CountryOption[];
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.code === value || o.search.includes(needle)) : options;
  return (
    <Stack gap="2">
      <Input
        type="search"
        size="sm"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('signup.countryField.searchHint')}
        aria-label={t('signup.countryField.search')}
        aria-controls={id}
        data-testid={`${testId}-search`}
      />
      <SelectInput
        id={id}
        testId={testId}
        value={value}
        options={shown.map((o) => ({ value: o.code, label: o.name }))}
        placeholder={
          needle && shown.length === 0 ? t('signup.countryField.noMatch') : t('signup.countryField.choose')
        }
        onChange={onChange}
        invalid={invalid}
        describedBy={describedBy}
      />
    </Stack>
  );
}

/** 'plain' and 'single': the answer is a two-letter code. */
function CountryCodeField({
  field,
  value,
  onChange,
  onBlur,
  errorAt,
  inputId,
  language,
}: FieldProps<'country'>) {
  const { failed, options, retry } = useCountryOptions(language);
  const code = stringValue(value);
  const error = errorAt();
  const allowed = field.variant === 'single' ? (field.countries ?? []) : null;
  const testId = `${field.key}-country`;

  if (allowed && allowed.length <= MAX_RADIOS) {
    // Names of Hong Kong, Macao and Taiwan (and China) are fixed, so such a list shows without waiting.
    const ready = options !== null || allowed.every((c) => CHINESE.includes(c));
    return (
      <FieldShell field={field} inputId={inputId} error={error} group>
        <Box onBlur={onGroupBlur(onBlur)}>
          {ready ? (
            <RadioChoices
              layout="row"
              name={inputId}
              firstId={inputId}
              label={textOf(language, field.label)}
              value={code}
              choices={allowed.map((c) => ({ value: c, label: nameOfCode(c, options, language) }))}
              onChange={onChange}
              testIdOf={(c) => `${field.key}-option-${c}`}
              invalid={Boolean(error)}
            />
          ) : (
            <LoadStatus status={failed ? 'failed' : 'loading'} onRetry={retry} testId={testId} />
          )}
        </Box>
      </FieldShell>
    );
  }

  const shown = options && allowed ? options.filter((o) => allowed.includes(o.code)) : options;
  return (
    <FieldShell field={field} inputId={inputId} error={error}>
      <Box onBlur={onGroupBlur(onBlur)}>
        {shown ? (
          <CountrySelect
            id={inputId}
            testId={testId}
            options={shown}
            value={code}
            onChange={onChange}
            invalid={Boolean(error)}
          />
        ) : (
          <LoadStatus status={failed ? 'failed' : 'loading'} onRetry={retry} testId={testId} />
        )}
      </Box>
    </FieldShell>
  );
}

interface IdentityDraft {
  category: CountryCategory | '';
  country: string;
  idNumber: string;
}

function identityOf(value: unknown): IdentityDraft {
  if (!isRecord(value)) return { category: '', country: '', idNumber: '' };
  const category = (COUNTRY_CATEGORIES as readonly unknown[]).includes(value.category)
    ? (value.category as CountryCategory)
    : '';
  return { category, country: stringValue(value.country), idNumber: stringValue(value.idNumber) };
}

/** The country a category implies; a foreign runner keeps a non-Chinese choice, Hong Kong or Macao is kept. */
function countryForCategory(category: CountryCategory, current: string): string {
  if (category === 'foreign') return CHINESE.includes(current) ? '' : current;
  if (category === 'hkmo') return current === 'HK' || current === 'MO' ? current : 'HK';
  return CATEGORY_COUNTRY[category];
}

/** 'advanced': category, the country it implies (or a foreign one), and the ID document of that category. */
function IdentityField({
  field,
  value,
  onChange,
  onBlur,
  errorAt,
  inputId,
  language,
}: FieldProps<'country'>) {
  const { t } = useTranslation();
  const draft = identityOf(value);
  const { failed, options, retry } = useCountryOptions(language);
  const foreignOptions = useMemo(() => options?.filter((o) => !CHINESE.includes(o.code)) ?? null, [options]);
  const categoryError = errorAt('category');
  const countryError = errorAt('country');
  const idError = errorAt('idNumber');
  const error = categoryError ?? (countryError || idError ? undefined : errorAt());
  const set = (next: Partial<IdentityDraft>) => {
    const merged = { ...draft, ...next };
    onChange(
      merged.category === '' && merged.idNumber.trim() === ''
        ? undefined
        : { category: merged.category, country: merged.country, idNumber: merged.idNumber },
    );
  };
  const countryId = `${inputId}-country`;
  const idNumberId = `${inputId}-id-number`;

  return (
    <FieldShell field={field} inputId={inputId} error={error} group>
      <Stack gap="4" onBlur={onGroupBlur(onBlur)}>
        <RadioChoices
          layout="row"
          name={`${inputId}-category`}
          firstId={inputId}
          label={t('signup.countryField.category')}
          value={draft.category}
          choices={COUNTRY_CATEGORIES.map((c) => ({
            value: c,
            label: t(`signup.countryField.categories.${c}`),
          }))}
          onChange={(c) => {
            const category = c as CountryCategory;
            set({ category, country: countryForCategory(category, draft.country) });
          }}
          testIdOf={(c) => `${field.key}-category-${c}`}
          invalid={Boolean(categoryError)}
        />
        {draft.category === 'hkmo' ? (
          <Box>
            <Text fontSize="sm" mb="1" id={`${countryId}-label`}>
              {t('signup.countryField.hkmoRegion')}
            </Text>
            <RadioChoices
              layout="row"
              name={countryId}
              label={t('signup.countryField.hkmoRegion')}
              value={draft.country}
              choices={['HK', 'MO'].map((c) => ({ value: c, label: nameOfCode(c, options, language) }))}
              onChange={(country) => set({ country })}
              testIdOf={(c) => `${field.key}-region-${c}`}
              invalid={Boolean(countryError)}
            />
            {countryError ? (
              <Text color="red.600" fontSize="sm" mt="1" data-testid={`${field.key}-country-error`}>
                {countryError}
              </Text>
            ) : null}
          </Box>
        ) : null}
        {(draft.category === 'mainland' || draft.category === 'taiwan') && countryError ? (
          // Only a stale draft gets here (choosing the category sets its country): say so where it is chosen.
          <Text color="red.600" fontSize="sm" data-testid={`${field.key}-country-error`}>
            {countryError}
          </Text>
        ) : null}
        {draft.category === 'foreign' ? (
          <SubField
            id={countryId}
            label={t('signup.countryField.nationality')}
            error={countryError}
            testId={`${field.key}-country`}
          >
            {foreignOptions ? (
              <CountrySelect
                id={countryId}
                testId={`${field.key}-country`}
                options={foreignOptions}
                value={draft.country}
                onChange={(country) => set({ country })}
                invalid={Boolean(countryError)}
                describedBy={subFieldDescribedBy(countryId, countryError)}
              />
            ) : (
              <LoadStatus
                status={failed ? 'failed' : 'loading'}
                onRetry={retry}
                testId={`${field.key}-country`}
              />
            )}
          </SubField>
        ) : null}
        {draft.category ? (
          <SubInput
            id={idNumberId}
            label={t(`signup.countryField.idDocument.${draft.category}`)}
            hint={t(`signup.countryField.idHint.${draft.category}`)}
            error={idError}
            testId={`${field.key}-id-number`}
            value={draft.idNumber}
            onChange={(idNumber) => set({ idNumber })}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
          />
        ) : (
          <Text fontSize="sm" color="gray.600">
            {t('signup.countryField.chooseCategoryFirst')}
          </Text>
        )}
      </Stack>
    </FieldShell>
  );
}

function CountryReadOnly({ field, value, inputId, language }: FieldProps<'country'>) {
  const { t } = useTranslation();
  const { options } = useCountryOptions(language);
  let content = '';
  if (field.variant === 'advanced') {
    const draft = identityOf(value);
    if (draft.category) {
      const parts = [t(`signup.countryField.categories.${draft.category}`)];
      if (draft.country) parts.push(nameOfCode(draft.country, options, language));
      if (draft.idNumber)
        parts.push(
          `${t(`signup.countryField.idDocument.${draft.category}`)} ${draft.idNumber.toUpperCase()}`,
        );
      content = parts.join(' · ');
    }
  } else if (stringValue(value)) {
    content = nameOfCode(stringValue(value), options, language);
  }
  return <ReadOnlyAnswer field={field} inputId={inputId} text={content} />;
}

/** Country field: a plain list, a configured few, or the advanced identity (category and ID). */
export function CountryField(props: FieldProps<'country'>) {
  if (props.readOnly) return <CountryReadOnly {...props} />;
  return props.field.variant === 'advanced' ? <IdentityField {...props} /> : <CountryCodeField {...props} />;
}
