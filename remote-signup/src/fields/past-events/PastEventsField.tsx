import { useTranslation } from '@marathon/shared';
import { Box, Button, Flex, Stack, Text } from '@marathon/shared/ui';
import { useEffect, useRef } from 'react';
import { FINISH_TIME_INPUT, SubInput, YEAR_INPUT } from '../advanced-common/controls';
import { onGroupBlur } from '../field-a11y';
import { FieldShell } from '../FieldShell';
import type { FieldProps } from '../field-props';
import { isRecord, stringValue } from '../field-values';
import { ReadOnlyAnswer } from '../ReadOnly';

interface PastEventRow {
  year: string;
  raceName: string;
  finishTime: string;
}

function rowsOf(value: unknown): PastEventRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((row: unknown) => {
    const r = isRecord(row) ? row : {};
    return {
      year: stringValue(r.year),
      raceName: stringValue(r.raceName),
      finishTime: stringValue(r.finishTime),
    };
  });
}

function PastEventsReadOnly({ field, value, inputId }: FieldProps<'pastEvents'>) {
  const rows = rowsOf(value);
  return (
    <ReadOnlyAnswer field={field} inputId={inputId}>
      {rows.length > 0 ? (
        <Box as="ul" ps="5">
          {rows.map((row, i) => (
            <li key={i}>{`${row.year} · ${row.raceName} · ${row.finishTime}`}</li>
          ))}
        </Box>
      ) : null}
    </ReadOnlyAnswer>
  );
}

/**
 * Past events: rows of year, race name and finish time (h:mm:ss), up to the configured number. A new
 * row takes the focus; removing one hands it to the row that moves up (or to the add button), so the whole field
 * works from the keyboard.
 */
export function PastEventsField(props: FieldProps<'pastEvents'>) {
  const { field, value, onChange, onBlur, errorAt, inputId } = props;
  const { t } = useTranslation();
  const rows = rowsOf(value);
  const yearInputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the rows a click changed are on screen (the new row, or after a removal).
  const focusAfter = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    if (target === 'add') addButton.current?.focus();
    else yearInputs.current.get(target)?.focus();
  });
  if (props.readOnly) return <PastEventsReadOnly {...props} />;

  const full = rows.length >= field.maxRows;
  const update = (index: number, part: Partial<PastEventRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...part } : row)));
  const add = () => {
    onChange([...rows, { year: '', raceName: '', finishTime: '' }]);
    focusAfter.current = rows.length;
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next);
    focusAfter.current = next.length === 0 ? 'add' : Math.min(index, next.length - 1);
  };
  const rowErrors = rows.map((_, i) => ({
    year: errorAt(`${i}.year`),
    raceName: errorAt(`${i}.raceName`),
    finishTime: errorAt(`${i}.finishTime`),
  }));
  const anyRowError = rowErrors.some((e) => e.year || e.raceName || e.finishTime);

  return (
    <FieldShell field={field} inputId={inputId} error={anyRowError ? undefined : errorAt()} group>
      <Stack gap="3" onBlur={onGroupBlur(onBlur)}>
        {rows.length === 0 ? (
          <Text fontSize="sm" color="gray.600">
            {t('signup.pastEventsField.none')}
          </Text>
        ) : null}
        {rows.map((row, i) => {
          const rowLabel = t('signup.pastEventsField.row', { n: i + 1 });
          const base = `${field.key}-row-${i}`;
          const errors = rowErrors[i] ?? { year: undefined, raceName: undefined, finishTime: undefined };
          return (
            <Flex
              key={i}
              role="group"
              aria-label={rowLabel}
              data-testid={base}
              gap="3"
              align="flex-start"
              wrap={{ base: 'wrap', md: 'nowrap' }}
              borderWidth="1px"
              borderRadius="md"
              p="3"
            >
              <SubInput
                ref={(element: HTMLInputElement | null) => {
                  if (element) yearInputs.current.set(i, element);
                  else yearInputs.current.delete(i);
                }}
                id={i === 0 ? inputId : `${inputId}-${i}-year`}
                label={t('signup.pastEventsField.year')}
                error={errors.year}
                testId={`${base}-year`}
                value={row.year}
                onChange={(year) => update(i, { year })}
                {...YEAR_INPUT}
              />
              <SubInput
                id={`${inputId}-${i}-race`}
                label={t('signup.pastEventsField.race')}
                error={errors.raceName}
                testId={`${base}-race`}
                flex="1 1 12rem"
                value={row.raceName}
                onChange={(raceName) => update(i, { raceName })}
                maxLength={60}
              />
              <SubInput
                id={`${inputId}-${i}-time`}
                label={t('signup.pastEventsField.time')}
                error={errors.finishTime}
                testId={`${base}-time`}
                value={row.finishTime}
                onChange={(finishTime) => update(i, { finishTime })}
                placeholder={t('signup.pastEventsField.timePlaceholder')}
                {...FINISH_TIME_INPUT}
              />
              <Button
                variant="ghost"
                colorPalette="red"
                size="sm"
                alignSelf={{ base: 'flex-start', md: 'flex-end' }}
                // Level with the inputs (taller than it), above their error lines.
                mb={{ md: '7' }}
                onClick={() => remove(i)}
                aria-label={t('signup.pastEventsField.remove', { n: i + 1 })}
                data-testid={`${base}-remove`}
              >
                ✕
              </Button>
            </Flex>
          );
        })}
        <Flex align="center" gap="3" wrap="wrap">
          <Button
            ref={addButton}
            variant="outline"
            size="sm"
            onClick={add}
            disabled={full}
            data-testid={`${field.key}-add`}
          >
            + {t('signup.pastEventsField.add')}
          </Button>
          <Text fontSize="sm" color="gray.600">
            {t('signup.pastEventsField.limit', { max: field.maxRows })}
          </Text>
        </Flex>
      </Stack>
    </FieldShell>
  );
}
