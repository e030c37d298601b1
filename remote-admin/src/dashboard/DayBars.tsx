import { useTranslation } from '@marathon/shared';
import type { DashboardDay } from '@marathon/shared/api';
import { Box } from '@marathon/shared/ui';

const BAR = 14;
const GAP = 4;
const HEIGHT = 80;

/**
 * Sign-ups per day as SVG bars: the shape of the season at a glance. The table below carries the same figures
 * for screen readers, so the drawing is one labelled image.
 */
export function DayBars({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...days.map((day) => day.registrations));
  const width = days.length * (BAR + GAP);
  return (
    <Box overflowX="auto" mb="3">
      <svg
        role="img"
        aria-label={t('admin.dashboard.chartLabel')}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        data-testid="admin-dashboard-chart"
      >
        {days.map((day, index) => {
          const height = Math.round((day.registrations / most) * (HEIGHT - 2));
          return (
            <rect
              key={day.day}
              x={index * (BAR + GAP)}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              fill="#2b6cb0"
            >
              <title>{`${day.day}: ${day.registrations}`}</title>
            </rect>
          );
        })}
      </svg>
    </Box>
  );
}
