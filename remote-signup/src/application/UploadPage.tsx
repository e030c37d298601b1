import {
  bothQueries,
  formatDateTime,
  localized,
  showMessage,
  useLanguage,
  useQuery,
  useTranslation,
  type MessageKey,
} from '@marathon/shared';
import { AUDIT_STATUS, endpoints, type Application, type SignupConfig } from '@marathon/shared/api';
import { Badge, Box, Button, HStack, Text } from '@marathon/shared/ui';
import { FileUpload, type UploadedFile } from '@marathon/shared/upload';
import { useNavigate } from '@marathon/shared/router';
import { useRef, useState } from 'react';
import { ErrorPanel } from '../common/ErrorPanel';
import { LoadGate } from '../common/LoadGate';
import { PageCard } from '../common/PageCard';
import { PrivateFileLink } from '../common/PrivateFileLink';
import { RequireLogin } from '../common/RequireLogin';
import { loadMemberSummary } from '../config/member-summary';
import { signupConfig } from '../config/signup-config';
import { createApplication, saveDocuments, submitApplication } from './application-calls';
import { statusKey, statusPalette } from './status-labels';

/** Documents a qualification application may carry: images, PDF and office files. */
const DOCUMENT_TYPES = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;

function ApplicationView({ config, initial }: { config: SignupConfig; initial: Application | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [application, setApplication] = useState<Application | null>(initial);
  const [busy, setBusy] = useState(false);
  // Several files chosen at once save one list after another: in order, so the last list saved is the whole one.
  const saving = useRef<Promise<void>>(Promise.resolve());
  const run = async (work: () => Promise<Application>, done?: MessageKey) => {
    setBusy(true);
    try {
      setApplication(await work());
      if (done) showMessage('success', t(done));
    } catch {
      // The client already showed the server's message; the page keeps what the runner had.
    } finally {
      setBusy(false);
    }
  };
  const closes = formatDateTime(config.applications.closesAt, language);
  if (!application) {
    return (
      <Box data-testid="application-start">
        <Text mb="4">{t('signup.application.deadline', { time: closes })}</Text>
        <Button
          colorPalette="brand"
          loading={busy}
          onClick={() => void run(createApplication)}
          data-testid="application-create"
        >
          {t('signup.application.start')}
        </Button>
      </Box>
    );
  }
  const editable =
    !application.ended &&
    (application.status === AUDIT_STATUS.waiting || application.status === AUDIT_STATUS.rejected);
  return (
    <Box data-testid="application" data-id={application.id} data-status={application.status}>
      <HStack mb="4" gap="3">
        <Text fontWeight="semibold">{t('signup.application.statusLabel')}</Text>
        <Badge colorPalette={statusPalette(application)} size="lg" data-testid="application-status">
          {t(statusKey(application))}
        </Badge>
      </HStack>
      {application.status === AUDIT_STATUS.rejected && application.rejectReason ? (
        <ErrorPanel testId="application-reason">
          {t('signup.application.reason')}: {application.rejectReason}
          <Text fontSize="sm" mt="1">
            {t('signup.application.resubmit')}
          </Text>
        </ErrorPanel>
      ) : null}
      {application.status === AUDIT_STATUS.approved ? (
        <Box bg="green.50" p="4" borderRadius="md" mb="4">
          <Text mb="3">{t('signup.application.approvedHint')}</Text>
          <Button
            colorPalette="brand"
            onClick={() => navigate('/direct')}
            data-testid="application-to-direct"
          >
            {t('signup.application.toDirect')}
          </Button>
        </Box>
      ) : null}
      {editable ? <Text mb="3">{t('signup.application.deadline', { time: closes })}</Text> : null}
      <Text fontWeight="semibold" mb="2">
        {t('signup.application.documents')}
      </Text>
      {editable ? (
        <FileUpload
          value={application.documents}
          onChange={(documents: UploadedFile[]) => {
            saving.current = saving.current.then(() => run(() => saveDocuments(application.id, documents)));
          }}
          endpoint={endpoints.uploadFile}
          accept={DOCUMENT_TYPES}
          maxSize="10MB"
          limit={config.applications.maxDocuments}
          confirmAuthenticity
          confirmDelete
          testId="application-upload"
        />
      ) : (
        <Box as="ul" ps="5" data-testid="application-documents">
          {application.documents.map((doc) => (
            <li key={doc.url}>
              <PrivateFileLink url={doc.url} color="brand.700">
                {doc.name}
              </PrivateFileLink>
            </li>
          ))}
        </Box>
      )}
      {editable ? (
        <HStack justify="flex-end" mt="6">
          <Button
            colorPalette="brand"
            size="lg"
            loading={busy}
            disabled={application.documents.length === 0}
            onClick={() => void run(() => submitApplication(application.id), 'signup.application.submitted')}
            data-testid="application-submit"
          >
            {t('signup.application.submit')}
          </Button>
        </HStack>
      ) : null}
    </Box>
  );
}

function UploadContent() {
  const { t } = useTranslation();
  const language = useLanguage();
  const loads = bothQueries(useQuery(signupConfig), useQuery(loadMemberSummary));
  return (
    <LoadGate load={loads} waitingFor={t('signup.page.waiting.application')}>
      {([config, summary]) => (
        <PageCard
          title={t('signup.application.title', { year: config.year })}
          intro={localized(language, config.applications.intro.zh, config.applications.intro.en)}
          testId="upload-page"
        >
          <ApplicationView
            config={config}
            initial={summary.applications.find((a) => a.year === config.year) ?? null}
          />
        </PageCard>
      )}
    </LoadGate>
  );
}

/** /upload: the documents of the runner's entry qualification application, its submission and its status. */
export function UploadPage() {
  return (
    <RequireLogin>
      <UploadContent />
    </RequireLogin>
  );
}
