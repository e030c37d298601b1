import { useLanguage, useTranslation } from '@marathon/shared';
import { Box, Text } from '@marathon/shared/ui';
import { Td, Th } from '../console/table-cells';
import type { FileRefusal } from './file-refusal';

/** A refused file's problems by row and column, in the page's language, and how many more were not listed. */
export function ProblemsTable({ refusal, testId }: { refusal: FileRefusal; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unlisted = refusal.total - refusal.problems.length;
  return (
    <Box mb="4">
      <Box as="table" fontSize="sm" data-testid={testId}>
        <Box as="caption" textAlign="start" fontWeight="semibold" mb="2">
          {t('admin.results.problemsCaption')}
        </Box>
        <thead>
          <tr>
            <Th scope="col">{t('admin.results.row')}</Th>
            <Th scope="col">{t('admin.results.column')}</Th>
            <Th scope="col">{t('admin.results.problem')}</Th>
          </tr>
        </thead>
        <tbody>
          {refusal.problems.map((problem, index) => (
            <tr key={`${problem.row}-${problem.column ?? ''}-${index}`}>
              <Td fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {problem.row === 0 ? t('admin.results.wholeFile') : problem.row}
              </Td>
              <Td>{problem.column ?? (problem.row === 0 ? '' : t('admin.results.wholeRow'))}</Td>
              <Td>{language === 'zh' ? problem.zh : problem.en}</Td>
            </tr>
          ))}
        </tbody>
      </Box>
      {unlisted > 0 ? (
        <Text fontSize="sm" mt="2">
          {t('admin.results.more', { count: unlisted })}
        </Text>
      ) : null}
    </Box>
  );
}
