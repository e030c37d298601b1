import { Box, Text } from '@marathon/shared/ui';
import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { CORRECTION_STATUS, type Correction } from '@marathon/shared/api';
import { formatDuration } from '@marathon/shared/race-time';

const STATUS_KEYS = {
  [CORRECTION_STATUS.submitted]: 'submitted',
  [CORRECTION_STATUS.accepted]: 'accepted',
  [CORRECTION_STATUS.rejected]: 'rejected',
  [CORRECTION_STATUS.corrected]: 'corrected',
} as const;

/** The runner's own requests for this result, newest first, each with where it stands and the organisers' answer. */
export function CorrectionList({ requests }: { requests: readonly Correction[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (requests.length === 0) return null;
  return (
    <Box as="ul" listStyleType="none" data-testid="score-corrections">
      {requests.map((request) => {
        const status = STATUS_KEYS[request.status as keyof typeof STATUS_KEYS] ?? 'submitted';
        return (
          <Box
            as="li"
            key={request.id}
            p="3"
            mb="2"
            bg="gray.50"
            borderRadius="md"
            data-testid="score-correction-item"
          >
            <Text fontSize="sm" fontWeight="semibold" data-testid="score-correction-status">
              {t(`result.correction.status.${status}`)} · {formatDateTime(request.createdAt, language)}
            </Text>
            <Text fontSize="sm">{request.what}</Text>
            {request.answer ? (
              <Text fontSize="sm" color="gray.700" data-testid="score-correction-answer">
                {t('result.correction.answer', { answer: request.answer })}
              </Text>
            ) : null}
            {request.status === CORRECTION_STATUS.corrected && request.chipTimeAfterMs !== null ? (
              <Text fontSize="sm" color="green.700">
                {t('result.correction.correctedTo', {
                  before: request.chipTimeBeforeMs === null ? '—' : formatDuration(request.chipTimeBeforeMs),
                  after: formatDuration(request.chipTimeAfterMs),
                })}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
