import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { endpoints, type PickupDesk } from '@marathon/shared/api';
import { Box, Button } from '@marathon/shared/ui';
import { useState } from 'react';
import { staffCall } from '../api/staff-call';
import { Td, Th } from '../console/table-cells';
import { failureText } from '../forms/failure-text';

/** The year's desk links (never the links themselves): who issued them, until when, their pickups, ending one. */
export function DesksTable({
  year,
  desks,
  at,
  onChanged,
}: {
  year: number;
  desks: PickupDesk[];
  /** When the list was answered: a desk past its hour then shows expired. */
  at: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (desks.length === 0) return <Box mb="6">{t('admin.desks.none', { year })}</Box>;
  return (
    <Box overflowX="auto" mb="8">
      <Box as="table" w="full" fontSize="sm" data-testid="admin-desks-table">
        <Box as="caption" srOnly>
          {t('admin.desks.caption', { count: desks.length, year })}
        </Box>
        <thead>
          <tr>
            <Th scope="col">{t('admin.desks.deskName')}</Th>
            <Th scope="col">{t('admin.desks.issuedBy')}</Th>
            <Th scope="col">{t('admin.desks.createdAt')}</Th>
            <Th scope="col">{t('admin.desks.expiresAt')}</Th>
            <Th scope="col">{t('admin.desks.pickups')}</Th>
            <Th scope="col">{t('admin.desks.lastPickupAt')}</Th>
            <Th scope="col">{t('admin.desks.state')}</Th>
          </tr>
        </thead>
        <tbody>
          {desks.map((desk) => (
            <tr key={desk.deskId} data-testid={`admin-desk-${desk.deskId}`}>
              <Th scope="row" fontWeight="semibold">
                {desk.deskName}
              </Th>
              <Td>{desk.issuedByName}</Td>
              <Td>{formatDateTime(desk.createdAt, language)}</Td>
              <Td>{formatDateTime(desk.expiresAt, language)}</Td>
              <Td>{desk.pickups}</Td>
              <Td>
                {desk.lastPickupAt === null
                  ? t('admin.desks.never')
                  : formatDateTime(desk.lastPickupAt, language)}
              </Td>
              <Td>
                {desk.revokedAt !== null ? (
                  t('admin.desks.revokedAt', { at: formatDateTime(desk.revokedAt, language) })
                ) : desk.expiresAt <= at ? (
                  t('admin.desks.expired')
                ) : (
                  <RevokeButton desk={desk} onChanged={onChanged} />
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function RevokeButton({ desk, onChanged }: { desk: PickupDesk; onChanged: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const revoke = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const { revoked } = await staffCall(endpoints.pickupDeskRevoke, {
        body: { deskId: desk.deskId },
        silent: true,
      });
      setSaid(t(revoked ? 'admin.desks.revokeDone' : 'admin.desks.revokeNone'));
      onChanged();
    } catch (error) {
      setSaid(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {t('admin.desks.active')}{' '}
      <Button
        size="xs"
        variant="outline"
        loading={busy}
        onClick={() => void revoke()}
        aria-label={t('admin.desks.revokeOf', { deskName: desk.deskName })}
      >
        {t('admin.desks.revoke')}
      </Button>
      <Box role="status" fontSize="xs" mt="1">
        {said}
      </Box>
    </>
  );
}
