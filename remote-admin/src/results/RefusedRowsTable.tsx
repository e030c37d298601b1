import { useLanguage, useTranslation } from '@marathon/shared';
import type { EndpointAnswer, endpoints } from '@marathon/shared/api';
import { Box, Text } from '@marathon/shared/ui';
import { Td, Th } from '../console/table-cells';

type Taken = EndpointAnswer<typeof endpoints.adminPassingsImport>;

/** The rows of a passings file the feed's judge refused, each with its reason, and how many were not listed. */
export function RefusedRowsTable({ taken }: { taken: Taken }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unlisted = taken.refused - taken.refusedRows.length;
  if (taken.refused === 0) return null;
  return (
    <Box mb="4">
      <Box as="table" fontSize="sm" data-testid="admin-results-refused">
        <Box as="caption" textAlign="start" fontWeight="semibold" mb="2">
          {t('admin.results.refusedCaption')}
        </Box>
        <thead>
          <tr>
            <Th scope="col">{t('admin.results.row')}</Th>
            <Th scope="col">{t('admin.results.bib')}</Th>
            <Th scope="col">{t('admin.results.point')}</Th>
            <Th scope="col">{t('admin.results.reason')}</Th>
          </tr>
        </thead>
        <tbody>
          {taken.refusedRows.map((row, index) => (
            <tr key={`${row.row}-${index}`}>
              <Td fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {row.row}
              </Td>
              <Td>{row.bib}</Td>
              <Td>{row.point ?? ''}</Td>
              <Td>{language === 'zh' ? row.reason.zh : row.reason.en}</Td>
            </tr>
          ))}
        </tbody>
      </Box>
      {unlisted > 0 ? (
        <Text fontSize="sm" mt="2">
          {t('admin.results.refusedMore', { count: unlisted })}
        </Text>
      ) : null}
    </Box>
  );
}
