import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { STAFF_ROLES, type AuditEvent, type StaffRole } from '@marathon/shared/api';
import { Box, Text } from '@marathon/shared/ui';
import { Td, Th } from '../console/table-cells';

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

export function AuditTable({ events }: { events: AuditEvent[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (events.length === 0) return <Text data-testid="admin-audit-empty">{t('admin.audit.empty')}</Text>;
  return (
    <Box overflowX="auto">
      <Box as="table" w="full" fontSize="sm" data-testid="admin-audit-table">
        <Box as="caption" srOnly>
          {t('admin.audit.heading')}
        </Box>
        <thead>
          <tr>
            {(['at', 'who', 'action', 'record', 'address'] as const).map((column) => (
              <Th scope="col" key={column}>
                {t(`admin.audit.column.${column}`)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} data-testid="admin-audit-row">
              <Td whiteSpace="nowrap">{formatDateTime(event.at, language)}</Td>
              <Td>
                {event.staffName}
                <Text color="gray.600">
                  {isRole(event.staffRole) ? t(`admin.role.${event.staffRole}`) : event.staffRole}
                </Text>
              </Td>
              <Td>
                <code>{event.action}</code>
              </Td>
              <Td>
                {event.recordType} · {event.recordId}
              </Td>
              <Td>{event.clientAddress ?? '—'}</Td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
