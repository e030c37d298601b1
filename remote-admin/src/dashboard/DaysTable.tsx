import { useLanguage, useTranslation } from '@marathon/shared';
import type { DashboardDay } from '@marathon/shared/api';
import { Box, Heading } from '@marathon/shared/ui';
import { Td, Th } from '../console/table-cells';
import { DayBars } from './DayBars';
import { formatFen } from './money';

/** Each Beijing day with something recorded: sign-ups, paid orders and their total, withdrawals, pickups. */
export function DaysTable({ year, days }: { year: number; days: DashboardDay[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box as="section" aria-labelledby="admin-dashboard-days-heading" mb="6">
      <Heading as="h3" size="md" id="admin-dashboard-days-heading" mb="2">
        {t('admin.dashboard.daysHeading')}
      </Heading>
      {days.length === 0 ? (
        <Box data-testid="admin-dashboard-no-days">{t('admin.dashboard.noDays', { year })}</Box>
      ) : (
        <>
          <DayBars days={days} />
          <Box overflowX="auto">
            <Box as="table" fontSize="sm" data-testid="admin-dashboard-days">
              <Box as="caption" srOnly>
                {t('admin.dashboard.daysCaption', { year })}
              </Box>
              <thead>
                <tr>
                  <Th scope="col">{t('admin.dashboard.day')}</Th>
                  <Th scope="col">{t('admin.dashboard.registrations')}</Th>
                  <Th scope="col">{t('admin.dashboard.payments')}</Th>
                  <Th scope="col">{t('admin.dashboard.paidFen')}</Th>
                  <Th scope="col">{t('admin.dashboard.withdrawals')}</Th>
                  <Th scope="col">{t('admin.dashboard.pickups')}</Th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day}>
                    <Th scope="row">{day.day}</Th>
                    <Td>{day.registrations}</Td>
                    <Td>{day.payments}</Td>
                    <Td>{formatFen(day.paidFen, language)}</Td>
                    <Td>{day.withdrawals}</Td>
                    <Td>{day.pickups}</Td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
