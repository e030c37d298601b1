import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import type { StaffApplication } from '@marathon/shared/api';
import { Box, Button } from '@marathon/shared/ui';
import { Td, Th } from '../console/table-cells';
import { applicantName } from './use-applications';

/** The applications found: who, which edition, when submitted and reviewed, how many documents; each opens. */
export function ApplicationsTable({
  list,
  onOpen,
}: {
  list: StaffApplication[];
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = (at: number | null) => (at === null ? '—' : formatDateTime(at, language));
  return (
    <Box overflowX="auto" mb="8">
      <Box as="table" w="full" fontSize="sm" data-testid="admin-applications-table">
        <Box as="caption" srOnly>
          {t('admin.applications.listCaption', { count: list.length })}
        </Box>
        <thead>
          <tr>
            <Th scope="col">{t('admin.applications.applicant')}</Th>
            <Th scope="col">{t('admin.applications.accountNo')}</Th>
            <Th scope="col">{t('admin.applications.year')}</Th>
            <Th scope="col">{t('admin.applications.submittedAt')}</Th>
            <Th scope="col">{t('admin.applications.reviewedAt')}</Th>
            <Th scope="col">{t('admin.applications.documentsCount')}</Th>
            <Th scope="col">
              <Box srOnly>{t('admin.applications.open')}</Box>
            </Th>
          </tr>
        </thead>
        <tbody>
          {list.map((application) => {
            const name = applicantName(application);
            return (
              <tr key={application.id} data-testid={`admin-application-${application.id}`}>
                <Th scope="row" fontWeight="semibold">
                  {name}
                </Th>
                <Td>{application.applicant.accountNo}</Td>
                <Td>{application.year}</Td>
                <Td>{when(application.submittedAt)}</Td>
                <Td>{when(application.reviewedAt)}</Td>
                <Td>{application.documents.length}</Td>
                <Td>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => onOpen(application.id)}
                    aria-label={t('admin.applications.openOf', { name })}
                  >
                    {t('admin.applications.open')}
                  </Button>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
