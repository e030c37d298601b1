import { useLanguage, useTranslation } from '@marathon/shared';
import type { Dashboard } from '@marathon/shared/api';
import { SimpleGrid, Stat } from '@marathon/shared/ui';
import { formatFen } from './money';

type Totals = Dashboard['totals'];
const FIGURES = [
  'registrations',
  'payments',
  'paidFen',
  'withdrawals',
  'pickups',
] as const satisfies readonly (keyof Totals)[];

/** The edition's totals as cards: what the director reads first. */
export function FigureCards({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mb="6" data-testid="admin-dashboard-cards">
      {FIGURES.map((figure) => (
        <Stat.Root
          key={figure}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          data-testid={`admin-dashboard-${figure}`}
        >
          <Stat.Label>{t(`admin.dashboard.cards.${figure}`)}</Stat.Label>
          <Stat.ValueText>
            {figure === 'paidFen'
              ? formatFen(totals.paidFen, language)
              : totals[figure].toLocaleString(language)}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
