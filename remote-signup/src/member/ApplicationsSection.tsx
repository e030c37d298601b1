import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import type { Application } from '@marathon/shared/api';
import { Badge, Box, HStack, Link, Text } from '@marathon/shared/ui';
import { shortStatusKey, statusPalette } from '../application/status-labels';
import { Section } from './Section';

/** The list view of applications uses the short status labels; the detail is on /upload. */
export function ApplicationsSection({ applications }: { applications: Application[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Section
      title={t('signup.member.applications')}
      empty={applications.length === 0 && t('signup.member.noApplications')}
      testId="member-applications"
    >
      {applications.map((a) => (
        <Box
          key={a.id}
          borderBottomWidth="1px"
          borderColor="gray.100"
          py="3"
          data-testid="member-application"
        >
          <HStack justify="space-between">
            <Text fontWeight="semibold">{t('signup.application.title', { year: a.year })}</Text>
            <Badge colorPalette={statusPalette(a)} data-testid="member-application-status">
              {t(shortStatusKey(a))}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="gray.700">
            {t('signup.member.documentsCount', { count: a.documents.length })} ·{' '}
            {formatDateTime(a.submittedAt ?? a.createdAt, language)}
          </Text>
        </Box>
      ))}
      <Link
        href="/#/upload"
        color="brand.700"
        fontSize="sm"
        display="inline-block"
        mt="3"
        data-testid="member-to-upload"
      >
        {t('signup.member.openApplication')}
      </Link>
    </Section>
  );
}
