import { useDocumentTitle, useTranslation } from '@marathon/shared';
import { Route, Routes } from '@marathon/shared/router';
import { Box, Spinner } from '@marathon/shared/ui';
import { lazy, Suspense } from 'react';
import { SignInForm } from '../sign-in/SignInForm';
import { ConsoleFrame } from './ConsoleFrame';
import { useStaffMember } from './use-staff-member';

// Opened once per member, from the invitation's link: not part of the sign-in's first screen.
const AcceptPage = lazy(async () => ({ default: (await import('../accept/AcceptPage')).AcceptPage }));

/** The console under the shell's /admin route: the invitation's page for anyone, the rest after a staff sign-in. */
export function ConsoleApp() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  const { state, signedIn, signOut } = useStaffMember();
  const signedInScreens =
    state.kind === 'checking' ? (
      <Box py="10" textAlign="center" role="status">
        <Spinner size="md" aria-hidden />
        <Box mt="2">{t('admin.checking')}</Box>
      </Box>
    ) : state.kind === 'signed-out' ? (
      <SignInForm onSignedIn={signedIn} />
    ) : (
      <ConsoleFrame member={state.member} signOut={signOut} />
    );
  return (
    <Box data-testid="admin-console" maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py="6">
      <Routes>
        <Route
          path="accept"
          element={
            <Suspense fallback={<Spinner size="md" aria-label={t('admin.loading')} />}>
              <AcceptPage />
            </Suspense>
          }
        />
        <Route path="*" element={signedInScreens} />
      </Routes>
    </Box>
  );
}
