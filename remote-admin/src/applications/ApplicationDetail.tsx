import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { AUDIT_STATUS, type ReviewApplication, type StaffApplication } from '@marathon/shared/api';
import { Box, Button, Heading, Text } from '@marathon/shared/ui';
import { useStaff } from '../console/staff-context';
import { OpenDocument } from '../documents/OpenDocument';
import { applicantName } from './use-applications';
import { ReviewDecision } from './ReviewDecision';

/** One application: who, what they wrote, their documents (opened one by one), and the decision if it waits. */
export function ApplicationDetail({
  application,
  onBack,
  onDecided,
}: {
  application: StaffApplication;
  onBack: () => void;
  onDecided: (decision: ReviewApplication['decision']) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { can } = useStaff();
  const name = applicantName(application);
  const waiting = application.status === AUDIT_STATUS.submitted;
  return (
    <Box as="article" aria-labelledby="admin-application-heading" data-testid="admin-application-detail">
      <Button size="sm" variant="outline" mb="4" onClick={onBack}>
        {t('admin.applications.back')}
      </Button>
      <Heading as="h3" size="md" id="admin-application-heading" mb="3">
        {t('admin.applications.detailHeading', { name, year: application.year })}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1" mb="4">
        <dt>{t('admin.applications.accountNo')}</dt>
        <dd>{application.applicant.accountNo}</dd>
        <dt>{t('admin.applications.status')}</dt>
        <dd>{t(`admin.applications.statusOption.${statusKey(application.status)}`)}</dd>
        {application.submittedAt !== null ? (
          <>
            <dt>{t('admin.applications.submittedAt')}</dt>
            <dd>{formatDateTime(application.submittedAt, language)}</dd>
          </>
        ) : null}
        {application.reviewedAt !== null ? (
          <>
            <dt>{t('admin.applications.reviewedAt')}</dt>
            <dd>{formatDateTime(application.reviewedAt, language)}</dd>
          </>
        ) : null}
        {application.rejectReason !== null ? (
          <>
            <dt>{t('admin.applications.rejectReason')}</dt>
            <dd>{application.rejectReason}</dd>
          </>
        ) : null}
      </Box>
      <Heading as="h4" size="sm" mb="2">
        {t('admin.applications.note')}
      </Heading>
      <Text mb="4" whiteSpace="pre-wrap" data-testid="admin-application-note">
        {application.note.trim() || t('admin.applications.noNote')}
      </Text>
      <Heading as="h4" size="sm" mb="2">
        {t('admin.applications.documents')}
      </Heading>
      {application.documents.length === 0 ? (
        <Text mb="4">{t('admin.applications.noDocuments')}</Text>
      ) : (
        <Box as="ul" listStyleType="none" p="0" mb="4">
          {application.documents.map((document, index) => (
            <OpenDocument
              key={document.url}
              name={document.name}
              url={document.url}
              testId={`admin-application-document-${index}`}
            />
          ))}
        </Box>
      )}
      {waiting && can('applications.review') ? (
        <ReviewDecision application={application} onDecided={onDecided} />
      ) : null}
    </Box>
  );
}

/** The listed statuses have words; any other (0, waiting to submit) is never listed to reviewers. */
function statusKey(status: number): '1' | '2' | '3' {
  return status === AUDIT_STATUS.approved ? '2' : status === AUDIT_STATUS.rejected ? '3' : '1';
}
