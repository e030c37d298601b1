import { saveFile, useTranslation } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { Box, Button, Flex, Heading, Spinner, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { auditQueryOf, NO_FILTERS, type AuditFilterValues } from './audit-filters';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { useAuditPage } from './use-audit-page';

const PAGE_SIZE = 50;

/** The audit trail: who did what to which record, when; filtered, paged, and downloaded as CSV. */
export function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const state = useAuditPage(auditQueryOf(filters, page, PAGE_SIZE));
  const pages = state.kind === 'loaded' ? Math.max(1, Math.ceil(state.data.total / PAGE_SIZE)) : 1;

  const download = async () => {
    setDownloadFailure(null);
    setDownloading(true);
    try {
      const { page: _page, pageSize: _size, ...query } = auditQueryOf(filters, 1, PAGE_SIZE);
      saveFile(await staffCall(endpoints.auditExport, { query, silent: true }), 'audit.csv');
    } catch (error) {
      setDownloadFailure(failureText(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="admin-audit-heading" data-testid="admin-audit">
      <Heading as="h2" size="lg" id="admin-audit-heading" mb="4">
        {t('admin.audit.heading')}
      </Heading>
      <AuditFilters
        onSearch={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <Flex gap="3" align="center" wrap="wrap" my="4">
        <Text role="status" data-testid="admin-audit-total">
          {state.kind === 'loaded' ? t('admin.audit.total', { count: state.data.total }) : null}
        </Text>
        <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
          {t('admin.audit.download')}
        </Button>
      </Flex>
      <FormAlert text={downloadFailure} testId="admin-audit-download-failure" />
      {state.kind === 'loading' ? (
        <Box role="status">
          <Spinner size="sm" aria-hidden /> {t('admin.loading')}
        </Box>
      ) : state.kind === 'failed' ? (
        <FormAlert text={state.text} testId="admin-audit-failure" />
      ) : (
        <AuditTable events={state.data.events} />
      )}
      <Box as="nav" aria-label={t('admin.audit.pages')} mt="4">
        <Flex gap="3" align="center">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin.audit.previous')}
          </Button>
          <Text data-testid="admin-audit-page">{t('admin.audit.page', { page, pages })}</Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('admin.audit.next')}
          </Button>
        </Flex>
      </Box>
    </Box>
  );
}
