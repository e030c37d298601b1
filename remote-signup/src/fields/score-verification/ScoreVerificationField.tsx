import { call, errorMessageOf, useTranslation } from '@marathon/shared';
import { endpoints, scoreVerificationValueSchema, type VerifiedScore } from '@marathon/shared/api';
import { Box, Button, Flex, Stack, Text } from '@marathon/shared/ui';
import { useRef, useState } from 'react';
import { SubInput, YEAR_INPUT } from '../advanced-common/controls';
import { onGroupBlur } from '../field-a11y';
import { FieldShell } from '../FieldShell';
import { fieldErrorText } from '../error-text';
import type { FieldProps } from '../field-props';
import { isRecord, stringValue } from '../field-values';
import { ReadOnlyAnswer } from '../ReadOnly';

interface VerificationDraft {
  year: string;
  bib: string;
}

function draftOf(value: unknown): VerificationDraft {
  const v = isRecord(value) ? value : {};
  return { year: stringValue(v.year), bib: stringValue(v.bib) };
}

/** Chip time as h:mm:ss (the results pages' format). */
export function clockOf(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

type Check =
  | { status: 'idle' }
  | { status: 'verifying'; key: string }
  | { status: 'verified'; key: string; result: VerifiedScore }
  | { status: 'failed'; key: string; error: unknown };

function ScoreVerificationReadOnly({ field, value, inputId }: FieldProps<'scoreVerification'>) {
  const { t } = useTranslation();
  const draft = draftOf(value);
  const text =
    draft.year || draft.bib
      ? t('signup.scoreVerificationField.summary', { year: draft.year, bib: draft.bib.toUpperCase() })
      : '';
  return <ReadOnlyAnswer field={field} inputId={inputId} text={text} />;
}

/**
 * Score verification: the year and bib of a past race of ours, checked against the entrant's name and the ID
 * number of the form's identity field (name and bib are public; the ID number on the result proves it is theirs)
 * before submitting. The answer is only { year, bib }: the server checks it again on submit, so what this shows
 * is a help to the runner, not a proof.
 */
export function ScoreVerificationField(props: FieldProps<'scoreVerification'>) {
  const { field, value, onChange, onBlur, errorAt, inputId, language, answerOf } = props;
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const [needIdentity, setNeedIdentity] = useState(false);
  /** Issue codes of the year and bib found when 'verify' was pressed, until they are edited. */
  const [localIssues, setLocalIssues] = useState<{ year?: string; bib?: string }>({});
  // The latest request wins: an earlier answer arriving late must not show for the current input.
  const latest = useRef('');
  if (props.readOnly) return <ScoreVerificationReadOnly {...props} />;

  const draft = draftOf(value);
  // Read on every render and again on click: this field does not re-render when only the name or ID changes.
  const nameNow = () => stringValue(answerOf(field.nameField)).trim();
  const idNumberNow = () => {
    const identity = answerOf(field.identityField);
    return isRecord(identity) ? stringValue(identity.idNumber).trim() : '';
  };
  const keyFor = (name: string, idNumber: string) =>
    `${draft.year.trim()}|${draft.bib.trim().toUpperCase()}|${name}|${idNumber.toUpperCase()}`;
  const key = keyFor(nameNow(), idNumberNow());
  const current = check.status !== 'idle' && check.key === key ? check : null;

  const set = (next: Partial<VerificationDraft>) => {
    const merged = { ...draft, ...next };
    setLocalIssues({});
    onChange(merged.year.trim() === '' && merged.bib.trim() === '' ? undefined : merged);
  };

  async function verify() {
    const name = nameNow();
    const idNumber = idNumberNow();
    if (!name || !idNumber) {
      setNeedIdentity(true);
      return;
    }
    setNeedIdentity(false);
    const parsed = scoreVerificationValueSchema.safeParse(draft);
    if (!parsed.success) {
      // The answer schema's own rules (and words) say what is wrong with the year or the bib.
      const issues: { year?: string; bib?: string } = {};
      for (const issue of parsed.error.issues) {
        const part = issue.path[0];
        if ((part === 'year' || part === 'bib') && !issues[part]) issues[part] = issue.message;
      }
      setLocalIssues(issues);
      return;
    }
    const key = keyFor(name, idNumber);
    latest.current = key;
    setCheck({ status: 'verifying', key });
    try {
      const result = await call(endpoints.verifyScore, {
        body: { year: parsed.data.year, bib: parsed.data.bib, name, idNumber },
        silent: true,
      });
      if (latest.current === key) setCheck({ status: 'verified', key, result });
    } catch (error) {
      if (latest.current === key) setCheck({ status: 'failed', key, error });
    }
  }

  const local = (part: 'year' | 'bib') => {
    const code = localIssues[part];
    return code ? fieldErrorText(code, language) : undefined;
  };
  const sub = { year: errorAt('year') ?? local('year'), bib: errorAt('bib') ?? local('bib') };
  const verifying = current?.status === 'verifying';

  return (
    <FieldShell field={field} inputId={inputId} error={sub.year || sub.bib ? undefined : errorAt()} group>
      <Stack gap="3" onBlur={onGroupBlur(onBlur)}>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <SubInput
            id={inputId}
            label={t('signup.scoreVerificationField.year')}
            error={sub.year}
            testId={`${field.key}-year`}
            value={draft.year}
            onChange={(year) => set({ year })}
            {...YEAR_INPUT}
          />
          <SubInput
            id={`${inputId}-bib`}
            label={t('signup.scoreVerificationField.bib')}
            error={sub.bib}
            testId={`${field.key}-bib`}
            flex="0 0 10rem"
            value={draft.bib}
            onChange={(bib) => set({ bib })}
            maxLength={8}
            autoComplete="off"
          />
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => void verify()}
            loading={verifying}
            loadingText={t('signup.scoreVerificationField.verifying')}
            disabled={draft.year.trim() === '' || draft.bib.trim() === ''}
            data-testid={`${field.key}-verify`}
            // Level with the inputs, above their error lines.
            mb="6"
          >
            {t('signup.scoreVerificationField.verify')}
          </Button>
        </Flex>
        <Box aria-live="polite" data-testid={`${field.key}-result`}>
          {needIdentity ? (
            <Text fontSize="sm" color="orange.700" data-testid={`${field.key}-need-identity`}>
              {t('signup.scoreVerificationField.needIdentity')}
            </Text>
          ) : current?.status === 'verified' ? (
            <Text fontSize="sm" color="green.700" data-testid={`${field.key}-verified`}>
              {t('signup.scoreVerificationField.verified', {
                year: current.result.year,
                item: t(`signup.scoreVerificationField.items.${current.result.raceItem}`),
                bib: current.result.bib,
                time: clockOf(current.result.chipTimeMs),
              })}{' '}
              {t('signup.scoreVerificationField.resubmitNote')}
            </Text>
          ) : current?.status === 'failed' ? (
            <Text fontSize="sm" color="red.600" data-testid={`${field.key}-verify-error`}>
              {errorMessageOf(current.error) ?? t('signup.remoteData.failed')}
            </Text>
          ) : null}
        </Box>
      </Stack>
    </FieldShell>
  );
}
