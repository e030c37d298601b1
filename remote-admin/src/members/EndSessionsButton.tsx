import { useTranslation } from '@marathon/shared';
import { endpoints, type StaffMember } from '@marathon/shared/api';
import { Box, Button } from '@marathon/shared/ui';
import { useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';

/** Ends every session of one member (a lost laptop, a member leaving); says how many ended. */
export function EndSessionsButton({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const end = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const { ended } = await staffCall(endpoints.staffEndSessions, {
        body: { memberId: member.id },
        silent: true,
      });
      setSaid(t('admin.members.ended', { count: ended }));
    } catch (error) {
      setSaid(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        loading={busy}
        onClick={() => void end()}
        aria-label={t('admin.members.endSessionsOf', { name: member.name })}
      >
        {t('admin.members.endSessions')}
      </Button>
      <Box role="status" fontSize="xs" mt="1">
        {said}
      </Box>
    </>
  );
}
