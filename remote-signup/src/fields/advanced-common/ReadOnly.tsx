import { useTranslation } from '@marathon/shared';
import { Box, Image, Text } from '@marathon/shared/ui';
import type { ReactNode } from 'react';
import { displayUrl } from './uploads';

/** An answer on the confirm page: its text, or '—' when there is none. */
export function ReadOnlyText({ testId, children }: { testId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const empty = children === undefined || children === null || children === '';
  return (
    <Box data-testid={testId} data-readonly="true">
      {empty ? <Text color="gray.500">{t('signup.readOnly.empty')}</Text> : children}
    </Box>
  );
}

/** An uploaded image as a small thumbnail that opens full size in a new tab. */
export function Thumbnail({ url, alt, testId }: { url: string; alt: string; testId: string }) {
  const src = displayUrl(url);
  return (
    <a href={src} target="_blank" rel="noreferrer" data-testid={testId}>
      <Image src={src} alt={alt} maxW="120px" maxH="120px" borderWidth="1px" borderRadius="md" />
    </a>
  );
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A part of a draft answer as text ('' when missing or not text). */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
