import { formatDateTime, showMessage, useLanguage, useTranslation } from '@marathon/shared';
import type { SignupConfig, SignupFormKind } from '@marathon/shared/api';
import { Button, HStack, Text } from '@marathon/shared/ui';
import { useNavigate } from '@marathon/shared/router';
import { saveDraft } from '../draft/drafts';
import { FormFields } from '../fields/FormFields';
import { useDraftAutosave } from './use-draft-autosave';
import { useFormDraft } from './use-form-draft';

/** The form itself: answers kept as a draft while typing; 'next' checks every rule, then goes to the review. */
export function SignupFormView({ config, kind }: { config: SignupConfig; kind: SignupFormKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { account, form, draft, methods } = useFormDraft(config, kind);
  useDraftAutosave(methods, account, config.year, kind);
  return (
    <form
      noValidate
      data-testid="signup-form"
      onSubmit={methods.handleSubmit(
        () => {
          saveDraft(account, config.year, kind, methods.getValues());
          void navigate(`/confirm?kind=${kind}`);
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
