import {
  MEMBER_CENTRE_PATH,
  formatDateTime,
  localized,
  useLanguage,
  useQuery,
  useTranslation,
} from '@marathon/shared';
import {
  AUDIT_STATUS,
  type MemberSummary,
  type SignupConfig,
  type SignupForm,
  type SignupFormKind,
} from '@marathon/shared/api';
import type { SignupPageProps } from '@marathon/shared/contracts';
import { Box, Button, Link, Text } from '@marathon/shared/ui';
import { useNavigate } from '@marathon/shared/router';
import { useState } from 'react';
import { LoadGate } from '../common/LoadGate';
import { PageCard } from '../common/PageCard';
import { RequireLogin } from '../common/RequireLogin';
import { loadMemberSummary } from '../config/member-summary';
import { signupConfig } from '../config/signup-config';
import { formWindow } from './form-window';
import { SignupFormView } from './SignupFormView';

/** A form outside its window says when it opens or when it closed, to anyone: no login is needed to learn it. */
function OutsideWindow({ form, window }: { form: SignupForm; window: 'notYetOpen' | 'closed' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localized(language, form.title.zh, form.title.en);
  const intro = form.intro ? localized(language, form.intro.zh, form.intro.en) : undefined;
  return (
    <PageCard title={title} intro={intro} testId="signup-page">
      <Text data-testid="signup-window">
        {window === 'notYetOpen'
          ? t('signup.page.notYetOpen', { time: formatDateTime(form.opensAt, language) })
          : t('signup.page.closed', { time: formatDateTime(form.closesAt, language) })}
      </Text>
    </PageCard>
  );
}

function Gate({ config, kind }: { config: SignupConfig; kind: SignupFormKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const summary = useQuery(loadMemberSummary);
  const form = config.forms[kind];
  const title = localized(language, form.title.zh, form.title.en);
  const intro = form.intro ? localized(language, form.intro.zh, form.intro.en) : undefined;
  /** The form, unless the runner is registered already or the form waits for an approved application. */
  const entry = (member: MemberSummary) => {
    const registered = member.registrations.find((r) => r.year === config.year);
    if (registered) {
      return (
        <PageCard title={title} testId="signup-page">
          <Text mb="4" data-testid="already-registered">
            {t('signup.page.alreadyRegistered', { year: config.year, regNo: registered.regNo })}
          </Text>
          <Link href={`/${MEMBER_CENTRE_PATH}`} color="brand.700">
            {t('signup.page.toMemberCentre')}
          </Link>
        </PageCard>
      );
    }
    if (form.requiresApprovedApplication) {
      const application = member.applications.find((a) => a.year === config.year);
      if (application?.status !== AUDIT_STATUS.approved) {
        return (
          <PageCard title={title} intro={intro} testId="signup-page">
            <Box data-testid="needs-approval">
              <Text mb="4">{t('signup.page.needsApproval')}</Text>
              <Button colorPalette="brand" onClick={() => navigate('/upload')} data-testid="to-application">
                {t('signup.page.toApplication')}
              </Button>
            </Box>
          </PageCard>
        );
      }
    }
    return (
      <PageCard title={title} intro={intro} testId="signup-page">
        <SignupFormView config={config} kind={kind} />
      </PageCard>
    );
  };
  return (
    <LoadGate load={summary} waitingFor={t('signup.page.waiting.entries')}>
      {entry}
    </LoadGate>
  );
}

/** /direct and /post: the race's configured form, for a signed-in runner, with a draft that survives a reload. */
export function SignupPage({ kind }: SignupPageProps) {
  const config = useQuery(signupConfig);
  const [openedAt] = useState(() => Date.now());
  const { t } = useTranslation();
  return (
    <LoadGate load={config} waitingFor={t('signup.page.waiting.form')}>
      {(data) => {
        const window = formWindow(data.forms[kind], openedAt);
        return window === 'open' ? (
          <RequireLogin>
            <Gate config={data} kind={kind} />
          </RequireLogin>
        ) : (
          <OutsideWindow form={data.forms[kind]} window={window} />
        );
      }}
    </LoadGate>
  );
}
