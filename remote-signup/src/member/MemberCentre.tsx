import { useTranslation } from '@marathon/shared';
import type { Mailing, MemberSummary } from '@marathon/shared/api';
import { Flex, Heading } from '@marathon/shared/ui';
import { useState } from 'react';
import { bothLoaded, LoadGate } from '../common/LoadGate';
import { RequireLogin } from '../common/RequireLogin';
import { useLoad } from '../common/use-load';
import { loadMemberSummary } from '../config/member-summary';
import { loadSignupConfig } from '../config/signup-config';
import { ApplicationsSection } from './ApplicationsSection';
import { LogoutActions } from './LogoutActions';
import { MailingSection } from './MailingSection';
import { RegistrationsSection } from './RegistrationsSection';
import { ResultsSection } from './ResultsSection';

function withMailing(summary: MemberSummary, mailing: Mailing): MemberSummary {
  const others = summary.mailings.filter((m) => m.id !== mailing.id);
  return { ...summary, mailings: [...others, mailing] };
}

function Centre() {
  const loads = bothLoaded(useLoad(loadSignupConfig), useLoad(loadMemberSummary));
  const [override, setOverride] = useState<MemberSummary | null>(null);
  return (
    <LoadGate load={loads}>
      {([config, loaded]) => {
        const summary = override ?? loaded;
        return (
          <>
            <RegistrationsSection registrations={summary.registrations} />
            <ApplicationsSection applications={summary.applications} />
            <MailingSection
              config={config}
              summary={summary}
              onChanged={(m) => setOverride(withMailing(summary, m))}
            />
            <ResultsSection results={summary.results} />
          </>
        );
      }}
    </LoadGate>
  );
}

/** reg/#/my/my-index: the runner's registrations, applications, mailing requests and results. */
export function MemberCentre() {
  const { t } = useTranslation();
  return (
    <RequireLogin>
      <div data-testid="member-centre">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="6">
          <Heading as="h1" size="2xl">
            {t('signup.member.title')}
          </Heading>
          <LogoutActions />
        </Flex>
        <Centre />
      </div>
    </RequireLogin>
  );
}
