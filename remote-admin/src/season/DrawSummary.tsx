import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import type { DrawOverview } from '@marathon/shared/api';
import { Box } from '@marathon/shared/ui';
import { Td, Th } from '../console/table-cells';

/** Where the draw stands: the step reached, places and applicants, the committed hash, and the draw's counts. */
export function DrawSummary({ overview }: { overview: DrawOverview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status } = overview;
  const rows: { label: string; value: string; mono?: boolean }[] = [
    { label: t('admin.season.state'), value: t(`admin.season.stateOf.${status?.state ?? 'none'}`) },
    { label: t('admin.season.places'), value: String(overview.places) },
    { label: t('admin.season.reservedPlaces'), value: String(overview.reservedPlaces) },
    { label: t('admin.season.applicants'), value: String(overview.applicants) },
  ];
  if (status) {
    rows.push({ label: t('admin.season.seedHash'), value: status.seedHash, mono: true });
    if (status.drawnAt !== null && status.state !== 'drawing') {
      rows.push(
        { label: t('admin.season.entries'), value: String(status.entries) },
        { label: t('admin.season.winners'), value: String(status.winners) },
        { label: t('admin.season.waitlisted'), value: String(status.waitlisted) },
        { label: t('admin.season.drawnAt'), value: formatDateTime(status.drawnAt, language) },
      );
    }
  }
  return (
    <Box as="table" fontSize="sm" mb="4" data-testid="admin-season-summary">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <Th scope="row">{row.label}</Th>
            <Td wordBreak="break-all" fontFamily={row.mono ? 'mono' : undefined}>
              {row.value}
            </Td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
