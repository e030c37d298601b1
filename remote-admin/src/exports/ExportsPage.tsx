import { useTranslation } from '@marathon/shared';
import { Box, Heading, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { useStaff } from '../console/staff-context';
import { ExportChoiceForm } from './ExportChoiceForm';
import type { ExportChoice } from './export-choice-schema';
import { ExportRow } from './ExportRow';
import { EXPORTS } from './exports-catalogue';

/** The organisers' downloads of an edition: each export the member's role may take, as CSV or xlsx. */
export function ExportsPage() {
  const { t } = useTranslation();
  const { can } = useStaff();
  const [choice, setChoice] = useState<ExportChoice>(() => ({
    year: new Date().getFullYear(),
    raceItem: '',
  }));
  return (
    <Box as="section" aria-labelledby="admin-exports-heading" data-testid="admin-exports">
      <Heading as="h2" size="lg" id="admin-exports-heading" mb="2">
        {t('admin.exports.heading')}
      </Heading>
      <Text mb="4" maxW="3xl">
        {t('admin.exports.intro')}
      </Text>
      <ExportChoiceForm initial={choice} onChoose={setChoice} />
      {EXPORTS.filter((entry) => can(entry.permission)).map((entry) => (
        <ExportRow
          key={entry.key}
          entry={entry}
          year={choice.year}
          raceItem={choice.raceItem === '' ? null : choice.raceItem}
        />
      ))}
    </Box>
  );
}
