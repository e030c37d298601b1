import { MEMBER_CENTRE, bothQueries, useQuery, useTranslation } from '@marathon/shared';
import type { Mailing, MemberSummary } from '@marathon/shared/api';
import { Flex, Heading } from '@marathon/shared/ui';
import { Navigate, Route, Routes } from '@marathon/shared/router';
import { useState } from 'react';
import { LoadGate } from '../common/LoadGate';
import { RouteTabs } from './RouteTabs';
import { RequireLogin } from '../common/RequireLogin';
import { loadMemberSummary } from '../config/member-summary';
import { signupConfig } from '../config/signup-config';
import { ApplicationsSection } from './ApplicationsSection';
import { LogoutActions } from './LogoutActions';
import { MailingSection } from './MailingSection';
import { RegistrationsSection } from './RegistrationsSection';
import { ResultsSection } from './ResultsSection';
import { FollowingSection } from './FollowingSection';
import { SeasonSection } from './season/SeasonSection';

/** The member centre's own route (MEMBER_CENTRE_PATH under the site origin); its sections are child routes of it. */
export const MEMBER_CENTRE_BASE = MEMBER_CENTRE.route;

const SECTIONS = [
  { path: '', key: 'signup.member.overview', testId: 'member-tab-overview' },
  { path: 'registrations', key: 'signup.member.registrations', testId: 'member-tab-registrations' },
  { path: 'applications', key: 'signup.member.applications', testId: 'member-tab-applications' },
  { path: 'mailing', key: 'signup.mailing.title', testId: 'member-tab-mailing' },
  { path: 'results', key: 'signup.member.results', testId: 'member-tab-results' },
  { path: 'following', key: 'signup.member.following', testId: 'member-tab-following' },
] as const;

function SectionTabs() {
  const { t } = useTranslation();
  return (
    <RouteTabs
      label={t('signup.member.sections')}
      testId="member-tabs"
      tabs={SECTIONS.map((section) => ({
        to: section.path ? `${MEMBER_CENTRE_BASE}/${section.path}` : MEMBER_CENTRE_BASE,
        label: t(section.key),
        testId: section.testId,
      }))}
    />
  );
}

function withMailing(summary: MemberSummary, mailing: Mailing): MemberSummary {
  const others = summary.mailings.filter((m) => m.id !== mailing.id);
  return { ...summary, mailings: [...others, mailing] };
}

function Centre() {
  const { t } = useTranslation();
  const loads = bothQueries(useQuery(signupConfig), useQuery(loadMemberSummary));
  const [override, setOverride] = useState<MemberSummary | null>(null);
  return (
    <LoadGate load={loads} waitingFor={t('signup.page.waiting.memberCentre')}>
      {([config, loaded]) => {
        const summary = override ?? loaded;
        const registrations = (
          <RegistrationsSection
            registrations={summary.registrations}
            mailings={summary.mailings}
            mailingDeadline={config.mailing.deadline}
          />
        );
        const applications = <ApplicationsSection applications={summary.applications} />;
        const mailing = (
          <MailingSection
            config={config}
            summary={summary}
            onChanged={(m) => setOverride(withMailing(summary, m))}
          />
        );
        const results = <ResultsSection results={summary.results} />;
        return (
          <Routes>
            <Route
              index
              element={
                <>
                  {registrations}
                  <SeasonSection />
                  {applications}
                  {mailing}
                  {results}
                  <FollowingSection />
                </>
              }
            />
            <Route
              path="registrations"
              element={
                <>
                  {registrations}
                  <SeasonSection />
                </>
              }
            />
            <Route path="applications" element={applications} />
            <Route path="mailing" element={mailing} />
            <Route path="results" element={results} />
            <Route path="following" element={<FollowingSection />} />
            <Route path="*" element={<Navigate to={MEMBER_CENTRE_BASE} replace />} />
          </Routes>
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
        <SectionTabs />
        <Centre />
      </div>
    </RequireLogin>
  );
}
