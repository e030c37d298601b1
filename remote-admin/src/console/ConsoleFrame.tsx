import { useTranslation } from '@marathon/shared';
import type { StaffMember } from '@marathon/shared/api';
import { Navigate, Route, Routes } from '@marathon/shared/router';
import { Box, Button, Flex, Heading, Spinner, Text } from '@marathon/shared/ui';
import { Suspense, useMemo } from 'react';
import { ConsoleHome } from './ConsoleHome';
import { NavItem } from './NavItem';
import { SECTIONS, sectionOpen } from './sections';
import { StaffContext, type StaffState } from './staff-context';

export function ConsoleFrame({ member, signOut }: { member: StaffMember; signOut: () => Promise<void> }) {
  const { t } = useTranslation();
  const state = useMemo<StaffState>(
    () => ({ member, signOut, can: (permission) => member.permissions.includes(permission) }),
    [member, signOut],
  );
  const sections = SECTIONS.filter((section) => sectionOpen(section, state.can));
  return (
    <StaffContext.Provider value={state}>
      <Flex as="header" wrap="wrap" gap="3" align="center" justify="space-between" mb="4">
        <Heading as="h1" size="xl">
          {t('admin.title')}
        </Heading>
        <Flex gap="3" align="center">
          <Text fontSize="sm" data-testid="admin-signed-in-as">
            {t('admin.signedInAs', { name: member.name, role: t(`admin.role.${member.role}`) })}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void signOut()} data-testid="admin-sign-out">
            {t('admin.nav.signOut')}
          </Button>
        </Flex>
      </Flex>
      <Box as="nav" aria-label={t('admin.nav.label')} mb="6" borderBottomWidth="1px">
        <Flex as="ul" gap="4" listStyleType="none" p="0" m="0">
          <NavItem to="/admin" label={t('admin.nav.home')} />
          {sections.map((section) => (
            <NavItem key={section.path} to={`/admin/${section.path}`} label={t(section.labelKey)} />
          ))}
        </Flex>
      </Box>
      <Suspense
        fallback={
          <Flex gap="2" align="center" role="status">
            <Spinner size="sm" />
            <Text>{t('admin.loading')}</Text>
          </Flex>
        }
      >
        <Routes>
          <Route index element={<ConsoleHome />} />
          {sections.map((section) => (
            <Route key={section.path} path={section.path} element={section.element} />
          ))}
          {/* A section the role may not use, or no such section: back to the console's home. */}
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Suspense>
    </StaffContext.Provider>
  );
}
