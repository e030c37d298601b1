import { useTranslation } from '@marathon/shared';
import { Box, Heading, Spinner } from '@marathon/shared/ui';
import { FormAlert } from '../forms/FormAlert';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { useMembers } from './use-members';

/** The administrator's staff screen: every member with role and permissions, an invitation, ending sessions. */
export function MembersPage() {
  const { t } = useTranslation();
  const { state, reload } = useMembers();
  return (
    <Box as="section" aria-labelledby="admin-members-heading" data-testid="admin-members">
      <Heading as="h2" size="lg" id="admin-members-heading" mb="4">
        {t('admin.members.heading')}
      </Heading>
      {state.kind === 'loading' ? (
        <Box role="status">
          <Spinner size="sm" aria-hidden /> {t('admin.loading')}
        </Box>
      ) : state.kind === 'failed' ? (
        <FormAlert text={state.text} testId="admin-members-failure" />
      ) : (
        <MembersTable members={state.data} />
      )}
      <InviteForm onInvited={reload} />
    </Box>
  );
}
