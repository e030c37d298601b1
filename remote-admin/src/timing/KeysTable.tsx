import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { endpoints, type TimingKey } from '@marathon/shared/api';
import { Box, Button } from '@marathon/shared/ui';
import { useState } from 'react';
import { staffCall } from '../api/staff-call';
import { Td, Th } from '../console/table-cells';
import { failureText } from '../forms/failure-text';

/** The year's issued keys (never the keys themselves): scope, who issued them, last use, and ending one. */
export function KeysTable({
  year,
  keys,
  onChanged,
}: {
  year: number;
  keys: TimingKey[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (keys.length === 0) return <Box mb="6">{t('admin.timing.noKeys', { year })}</Box>;
  return (
    <Box overflowX="auto" mb="8">
      <Box as="table" w="full" fontSize="sm" data-testid="admin-timing-keys">
        <Box as="caption" srOnly>
          {t('admin.timing.keysCaption', { count: keys.length, year })}
        </Box>
        <thead>
          <tr>
            <Th scope="col">{t('admin.timing.provider')}</Th>
            <Th scope="col">{t('admin.timing.points')}</Th>
            <Th scope="col">{t('admin.timing.issuedBy')}</Th>
            <Th scope="col">{t('admin.timing.createdAt')}</Th>
            <Th scope="col">{t('admin.timing.lastUsedAt')}</Th>
            <Th scope="col">{t('admin.timing.state')}</Th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.keyId} data-testid={`admin-timing-key-${key.keyId}`}>
              <Th scope="row" fontWeight="semibold">
                {key.provider}
              </Th>
              <Td>
                {key.points
                  .map((point) => t(`admin.timing.point.${point}`))
                  .join(language === 'zh' ? '、' : ', ')}
              </Td>
              <Td>{key.issuedByName}</Td>
              <Td>{formatDateTime(key.createdAt, language)}</Td>
              <Td>
                {key.lastUsedAt === null ? t('admin.timing.never') : formatDateTime(key.lastUsedAt, language)}
              </Td>
              <Td>
                {key.revokedAt === null ? (
                  <RevokeButton timingKey={key} onChanged={onChanged} />
                ) : (
                  t('admin.timing.revokedAt', { at: formatDateTime(key.revokedAt, language) })
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function RevokeButton({ timingKey, onChanged }: { timingKey: TimingKey; onChanged: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const revoke = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const { revoked } = await staffCall(endpoints.timingKeyRevoke, {
        body: { keyId: timingKey.keyId },
        silent: true,
      });
      setSaid(t(revoked ? 'admin.timing.revokeDone' : 'admin.timing.revokeNone'));
      onChanged();
    } catch (error) {
      setSaid(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {t('admin.timing.active')}{' '}
      <Button
        size="xs"
        variant="outline"
        loading={busy}
        onClick={() => void revoke()}
        aria-label={t('admin.timing.revokeOf', {
          provider: timingKey.provider,
          at: formatDateTime(timingKey.createdAt, language),
        })}
      >
        {t('admin.timing.revoke')}
      </Button>
      <Box role="status" fontSize="xs" mt="1">
        {said}
      </Box>
    </>
  );
}
