import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { Box, Button, Flex, Image, Link, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { useStaff } from '../console/staff-context';
import { failureText } from '../forms/failure-text';
import { isImageUpload, reviewLink, type ReviewLink } from './review-link';

/**
 * One of a runner's documents: opening it asks for a private link that works for minutes; an image is shown here
 * in a viewer, and every document gets a link to open it in a new tab. Without documents.read only its name shows.
 */
export function OpenDocument({ name, url, testId }: { name: string; url: string; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { can } = useStaff();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<ReviewLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const image = isImageUpload(url);
  const open = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setLink(await reviewLink(url));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="li" mb="3" data-testid={testId}>
      <Flex gap="3" align="center" wrap="wrap">
        <Text fontWeight="semibold">{name}</Text>
        {!can('documents.read') ? (
          <Text fontSize="sm">{t('admin.documents.notAllowed')}</Text>
        ) : link === null ? (
          <Button
            size="xs"
            variant="outline"
            loading={busy}
            onClick={() => void open()}
            aria-label={t('admin.documents.openOf', { name })}
            data-testid={`${testId}-open`}
          >
            {t('admin.documents.open')}
          </Button>
        ) : (
          <>
            <Link
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              color="blue.700"
              data-testid={`${testId}-link`}
            >
              {t('admin.documents.newTab', { name })}
            </Link>
            <Text fontSize="xs">
              {t('admin.documents.validUntil', { at: formatDateTime(link.expiresAt, language) })}
            </Text>
            {image ? (
              <Button size="xs" variant="ghost" onClick={() => setLink(null)}>
                {t('admin.documents.close')}
              </Button>
            ) : null}
          </>
        )}
      </Flex>
      <Box role="alert" color="red.700" fontSize="sm">
        {failure}
      </Box>
      {link !== null && image ? (
        <Image
          src={link.href}
          alt={t('admin.documents.imageOf', { name })}
          maxH="md"
          maxW="full"
          mt="2"
          borderWidth="1px"
          data-testid={`${testId}-image`}
        />
      ) : null}
    </Box>
  );
}
