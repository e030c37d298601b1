import { useTranslation } from '@marathon/shared';
import { Box, Heading, Spinner, Text } from '@marathon/shared/ui';
import { lazy, Suspense } from 'react';
import { SECTIONS, sectionOpen } from './sections';
import { useStaff } from './staff-context';

// Loaded after the sign-in, beside the greeting: the sign-in's first screen does not carry it.
const DashboardPanel = lazy(async () => ({
  default: (await import('../dashboard/DashboardPanel')).DashboardPanel,
}));

/** Who is signed in, in which role, and what that role allows (the API's own list, from `me` or the sign-in). */
export function ConsoleHome() {
  const { t } = useTranslation();
  const { member, can } = useStaff();
  const hasScreens = can('dashboard.read') || SECTIONS.some((section) => sectionOpen(section, can));
  return (
    <Box as="section" aria-labelledby="admin-home-heading" data-testid="admin-home">
      <Heading as="h2" size="lg" id="admin-home-heading" mb="3">
        {t('admin.home.heading', { name: member.name })}
      </Heading>
      <Text mb="2">
        {t('admin.home.role', { role: t(`admin.role.${member.role}`), email: member.email })}
      </Text>
      {/* The edition's figures are the home's main content for every role that may read them. */}
      {can('dashboard.read') ? (
        <Suspense fallback={<Spinner size="sm" aria-label={t('admin.loading')} />}>
          <DashboardPanel />
        </Suspense>
      ) : null}
      <Heading as="h3" size="md" mt="4" mb="2">
        {t('admin.home.permissions')}
      </Heading>
      <Box as="ul" pl="5" data-testid="admin-permissions">
        {member.permissions.map((permission) => (
          <li key={permission}>{t(`admin.permission.${permission}`)}</li>
        ))}
      </Box>
      {hasScreens ? null : (
        <Text mt="4" data-testid="admin-no-screens">
          {t('admin.home.noScreens')}
        </Text>
      )}
    </Box>
  );
}
