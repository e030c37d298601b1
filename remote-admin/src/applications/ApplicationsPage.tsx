import { useTranslation } from '@marathon/shared';
import type { ReviewApplication } from '@marathon/shared/api';
import { SelectField, TextField } from '@marathon/shared/form';
import { Box, Flex, Heading, Spinner, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { FormAlert } from '../forms/FormAlert';
import { ApplicationDetail } from './ApplicationDetail';
import { ApplicationsTable } from './ApplicationsTable';
import {
  applicantName,
  LISTED_STATUSES,
  matchesSearch,
  useApplications,
  type ListedStatus,
} from './use-applications';

const isListed = (value: string): value is ListedStatus =>
  (LISTED_STATUSES as readonly string[]).includes(value);

/** The reviewers' screen: applications by status, found by name, each opened to read, its documents and a decision. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ListedStatus>('1');
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const { state, reload } = useApplications(status);
  const list = state.kind === 'loaded' ? state.data : [];
  const open = list.find((application) => application.id === openId) ?? null;
  const found = list.filter((application) => matchesSearch(application, query));
  const decided = (name: string) => (decision: ReviewApplication['decision']) => {
    setSaid(
      t(decision === 'approve' ? 'admin.applications.approved' : 'admin.applications.rejected', { name }),
    );
    setOpenId(null);
    reload();
  };
  return (
    <Box as="section" aria-labelledby="admin-applications-heading" data-testid="admin-applications">
      <Heading as="h2" size="lg" id="admin-applications-heading" mb="2">
        {t('admin.applications.heading')}
      </Heading>
      <Text mb="4" maxW="3xl">
        {t('admin.applications.intro')}
      </Text>
      <Box role="status" color="green.700" mb="2" data-testid="admin-applications-said">
        {said}
      </Box>
      {open !== null ? (
        <ApplicationDetail
          application={open}
          onBack={() => setOpenId(null)}
          onDecided={decided(applicantName(open))}
        />
      ) : (
        <>
          <Flex gap="4" wrap="wrap" align="flex-start">
            <SelectField
              label={t('admin.applications.status')}
              value={status}
              onChange={(value) => {
                if (isListed(value)) setStatus(value);
              }}
              options={LISTED_STATUSES.map((value) => ({
                value,
                label: t(`admin.applications.statusOption.${value}`),
              }))}
              errorLine={false}
              testId="admin-applications-status"
            />
            <TextField
              label={t('admin.applications.search')}
              hint={t('admin.applications.searchHint')}
              input={{ value: query, onChange: (event) => setQuery(event.target.value), type: 'search' }}
              testId="admin-applications-search"
            />
          </Flex>
          {state.kind === 'loading' ? (
            <Box role="status">
              <Spinner size="sm" aria-hidden /> {t('admin.loading')}
            </Box>
          ) : state.kind === 'failed' ? (
            <FormAlert text={state.text} testId="admin-applications-failure" />
          ) : list.length === 0 ? (
            <Text data-testid="admin-applications-empty">{t(`admin.applications.empty.${status}`)}</Text>
          ) : found.length === 0 ? (
            <Text data-testid="admin-applications-empty">
              {t('admin.applications.noMatch', { query: query.trim() })}
            </Text>
          ) : (
            <ApplicationsTable list={found} onOpen={setOpenId} />
          )}
        </>
      )}
    </Box>
  );
}
