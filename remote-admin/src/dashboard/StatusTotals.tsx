import { useTranslation } from '@marathon/shared';
import type { DashboardStatusTotals } from '@marathon/shared/api';
import { Box, Flex, Heading, Stat } from '@marathon/shared/ui';

const STATUSES = [
  'submitted',
  'won',
  'waitlist',
  'confirmed',
  'expired',
  'withdrawn',
  'notSelected',
] as const satisfies readonly (keyof DashboardStatusTotals)[];

/** Entries by registration status, in the order an entry moves through them. */
export function StatusTotals({ statuses }: { statuses: DashboardStatusTotals }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="admin-dashboard-statuses-heading" mb="6">
      <Heading as="h3" size="md" id="admin-dashboard-statuses-heading" mb="2">
        {t('admin.dashboard.statusesHeading')}
      </Heading>
      <Flex wrap="wrap" gap="3" data-testid="admin-dashboard-statuses">
        {STATUSES.map((status) => (
          <Stat.Root key={status} size="sm" minW="28" data-testid={`admin-dashboard-status-${status}`}>
            <Stat.Label>{t(`admin.dashboard.status.${status}`)}</Stat.Label>
            <Stat.ValueText>{statuses[status]}</Stat.ValueText>
          </Stat.Root>
        ))}
      </Flex>
    </Box>
  );
}
