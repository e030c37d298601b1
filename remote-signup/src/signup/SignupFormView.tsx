import { useSessionStore, useTranslation, showMessage } from '@marathon/shared';
import type { SignupConfig, SignupFormKind } from '@marathon/shared/api';
import { Button, HStack, Text } from '@marathon/shared/ui';
import { useNavigate } from '@marathon/shared/router';
import { useState } from 'react';
import { accountKey, readDraft, saveDraft } from '../draft/drafts';
import { FormFields } from '../fields/FormFields';
import { useSignupForm } from '../fields/use-signup-form';
import { formatDateTime } from '../common/format';
import { useDraftAutosave } from './use-draft-autosave';

/** The form itself: answers kept as a draft while typing; 'next' checks every rule, then goes to the review. */
export function SignupFormView({ config, kind }: { config: SignupConfig; kind: SignupFormKind }) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const account = accountKey(useSessionStore((s) => s.userData));
  const navigate = useNavigate();
  const form = config.forms[kind];
  const [draft] = useState(() => readDraft(account, config.year, kind));
  const methods = useSignupForm(form, draft?.answers ?? {});
  useDraftAutosave(methods, account, config.year, kind);
  return (
    <form
      noValidate
      data-testid="signup-form"
      onSubmit={methods.handleSubmit(
        () => {
          saveDraft(account, config.year, kind, methods.getValues());
          navigate(`/confirm?kind=${kind}`);
        },
        () => {
          showMessage('error', t('signup.page.fixErrors'));
          // The first field with an error comes into view, so the runner sees what to fix.
          requestAnimationFrame(() => {
            const first = document.querySelector<HTMLElement>('[data-invalid="true"]');
            first?.scrollIntoView({ block: 'center' });
            first
              ?.querySelector<HTMLElement>('input, select, textarea, button')
              ?.focus({ preventScroll: true });
          });
        },
      )}
    >
      {draft ? (
        <Text fontSize="sm" color="gray.600" mb="4" data-testid="draft-restored">
          {t('signup.page.draftRestored', { time: formatDateTime(draft.savedAt, language) })}
        </Text>
      ) : null}
      <FormFields fields={form.fields} control={methods.control} getValues={methods.getValues} />
      <HStack justify="flex-end" mt="8">
        <Button type="submit" colorPalette="brand" size="lg" data-testid="signup-next">
          {t('signup.page.next')}
        </Button>
      </HStack>
    </form>
  );
}
