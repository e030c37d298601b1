import { errorMessageOf, localized, useLanguage, useQuery, useTranslation } from '@marathon/shared';
import {
  SIGNUP_FORM_KINDS,
  signupAnswersSchema,
  type SignupConfig,
  type SignupFormKind,
} from '@marathon/shared/api';
import { Box, Button, HStack, Text } from '@marathon/shared/ui';
import { useNavigate, useSearchParams } from '@marathon/shared/router';
import { useMemo, useState } from 'react';
import { ErrorPanel } from '../common/ErrorPanel';
import { fieldErrorText } from '../fields/error-text';
import { LoadGate } from '../common/LoadGate';
import { PageCard } from '../common/PageCard';
import { RequireLogin } from '../common/RequireLogin';
import { signupConfig } from '../config/signup-config';
import { clearDraft } from '../draft/drafts';
import { FormFields } from '../fields/FormFields';
import { useFormDraft } from '../signup/use-form-draft';
import { ReceiptView } from './ReceiptView';
import { refusedFields, submitRegistration } from './submit-registration';
import type { RegistrationReceipt } from '@marathon/shared/api';

function Review({ config, kind }: { config: SignupConfig; kind: SignupFormKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { account, form, draft, methods } = useFormDraft(config, kind);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  const valid = useMemo(
    () => (draft ? signupAnswersSchema(form).safeParse(draft.answers).success : false),
    [draft, form],
  );
  const title = localized(language, form.title.zh, form.title.en);
  const back = () => navigate(`/${kind}`);
  if (receipt) {
    return (
      <PageCard title={title} testId="confirm-page">
        <ReceiptView receipt={receipt} />
      </PageCard>
    );
  }
  if (!draft || !valid) {
    return (
      <PageCard title={title} testId="confirm-page">
        <Text mb="4" data-testid="confirm-no-draft">
          {t(draft ? 'signup.confirm.incomplete' : 'signup.confirm.noDraft')}
        </Text>
        <Button colorPalette="brand" onClick={back}>
          {t('signup.confirm.edit')}
        </Button>
      </PageCard>
    );
  }
  const refused = refusedFields(failure);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await submitRegistration(kind, draft);
      clearDraft(account, config.year, kind);
      setReceipt(answer);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageCard title={title} intro={t('signup.confirm.intro')} testId="confirm-page">
      <Box
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="md"
        p={{ base: '3', md: '6' }}
        mb="6"
        data-testid="confirm-answers"
      >
        <FormFields fields={form.fields} control={methods.control} getValues={methods.getValues} readOnly />
      </Box>
      {failure ? (
        <ErrorPanel testId="confirm-error">
          <Text>{errorMessageOf(failure)}</Text>
          {Object.entries(refused).map(([key, code]) => {
            const field = form.fields.find((f) => f.key === key);
            return (
              <Text key={key} fontSize="sm">
                {field ? localized(language, field.label.zh, field.label.en) : key}:{' '}
                {fieldErrorText(code, language)}
              </Text>
            );
          })}
        </ErrorPanel>
      ) : null}
      <HStack justify="space-between">
        <Button variant="outline" onClick={back} disabled={busy} data-testid="confirm-edit">
          {t('signup.confirm.edit')}
        </Button>
        <Button
          colorPalette="brand"
          size="lg"
          onClick={() => void submit()}
          loading={busy}
          data-testid="confirm-submit"
        >
          {t('signup.confirm.submit')}
        </Button>
      </HStack>
    </PageCard>
  );
}

/** /confirm?kind=post|direct: the runner reviews the answers, then the registration is stored once. */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const raw = params.get('kind');
  const kind: SignupFormKind = SIGNUP_FORM_KINDS.find((k) => k === raw) ?? 'post';
  const config = useQuery(signupConfig);
  const { t } = useTranslation();
  return (
    <RequireLogin>
      <LoadGate load={config} waitingFor={t('signup.page.waiting.confirm')}>
        {(data) => <Review config={data} kind={kind} />}
      </LoadGate>
    </RequireLogin>
  );
}
