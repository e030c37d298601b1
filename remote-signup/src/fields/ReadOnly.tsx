import { useTranslation } from '@marathon/shared';
import type { SignupField } from '@marathon/shared/api';
import { Box, Image, Stack, Text } from '@marathon/shared/ui';
import type { ReactNode } from 'react';
import { usePrivateFileUrl } from '@marathon/shared/upload';
import { FieldShell } from './FieldShell';

/** An answer on the confirm page: its content, or '—' when there is none. */
export function ReadOnlyText({
  testId,
  id,
  children,
}: {
  testId: string;
  id?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const empty = children === undefined || children === null || children === '';
  return (
    <Box id={id} data-testid={testId} data-readonly="true" whiteSpace="pre-wrap" wordBreak="break-word">
      {empty ? <Text color="fg.muted">{t('signup.readOnly.empty')}</Text> : children}
    </Box>
  );
}

/** A one-input field's answer as plain text in its frame (the confirm page): '—' when there is none. */
export function ReadOnlyValue({
  field,
  inputId,
  error,
  text,
  children,
}: {
  field: SignupField;
  inputId: string;
  error: string | undefined;
  text: string;
  /** Shown after the text (e.g. a link to an uploaded image). */
  children?: ReactNode;
}) {
  return (
    <FieldShell field={field} inputId={inputId} error={error}>
      <ReadOnlyText id={inputId} testId={`${field.key}-value`}>
        {text.trim() === '' ? null : (
          <>
            {text}
            {children}
          </>
        )}
      </ReadOnlyText>
    </FieldShell>
  );
}

/** An uploaded image as a small thumbnail that opens full size in a new tab (through its signed address). */
export function Thumbnail({ url, alt, testId }: { url: string; alt: string; testId: string }) {
  const src = usePrivateFileUrl(url);
  if (!src) return <Text data-testid={testId}>{alt}</Text>;
  return (
    <a href={src} target="_blank" rel="noreferrer" data-testid={testId}>
      <Image src={src} alt={alt} maxW="120px" maxH="120px" borderWidth="1px" borderRadius="md" />
    </a>
  );
}

/**
 * A field of several parts on the confirm page: a line of text and/or an uploaded image (and what `children` adds
 * under them), or '—' when there is neither.
 */
export function ReadOnlyAnswer({
  field,
  inputId,
  text = '',
  image,
  children,
}: {
  field: SignupField;
  inputId: string;
  text?: string;
  image?: { url: string; alt: string };
  children?: ReactNode;
}) {
  const testId = `${field.key}-readonly`;
  const more = children !== undefined && children !== null && children !== false;
  return (
    <FieldShell field={field} inputId={inputId} error={undefined} group>
      <ReadOnlyText testId={testId}>
        {text || image?.url || more ? (
          <Stack gap="2">
            {text ? <Text>{text}</Text> : null}
            {image?.url ? <Thumbnail url={image.url} alt={image.alt} testId={`${testId}-image`} /> : null}
            {children}
          </Stack>
        ) : null}
      </ReadOnlyText>
    </FieldShell>
  );
}
