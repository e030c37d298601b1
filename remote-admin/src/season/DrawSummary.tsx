import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import type { DrawStatus, PublicDraw } from '@marathon/shared/api';
import { Box } from '@marathon/shared/ui';
import { Td, Th } from '../console/table-cells';

/**
 * Where the draw stands: the public record's step, hash, entries and places; the winners and waitlisted once a
 * step of this session answered them (the public record gives the order, not who of it has won).
 */
export function DrawSummary({ draw, status }: { draw: PublicDraw; status: DrawStatus | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows: [string, string][] = [
    [t('admin.season.state'), t(`admin.season.stateOf.${draw.state}`)],
    [t('admin.season.seedHash'), draw.seedHash],
    [t('admin.season.entries'), String(draw.entries.length)],
    [t('admin.season.drawnPlaces'), String(draw.drawnPlaces)],
  ];
  if (status) {
    rows.push([t('admin.season.winners'), String(status.winners)]);
    rows.push([t('admin.season.waitlisted'), String(status.waitlisted)]);
    if (status.drawnAt !== null)
      rows.push([t('admin.season.drawnAt'), formatDateTime(status.drawnAt, language)]);
  }
  return (
    <Box as="table" fontSize="sm" mb="4" data-testid="admin-season-summary">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <Th scope="row">{label}</Th>
            <Td wordBreak="break-all" fontFamily={label === t('admin.season.seedHash') ? 'mono' : undefined}>
              {value}
            </Td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
