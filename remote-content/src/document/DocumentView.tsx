import { Box, Heading, Separator, Text } from '@marathon/shared/ui';
import { formatDocumentDate, useDocumentTitle, useLanguage, useTranslation } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';
import { useMemo } from 'react';

import { resolveContentImages } from '../content-data/content-images';
import { localizeDocument } from '../content-data/localize-document';
import { sanitizeHtml } from '@marathon/shared/sanitize';
import { documentContentCss } from './document-content-css';

/** Document display: title, date as YYYY.MM.DD, sanitized HTML, and 'all content shown'. */
export function DocumentView({ item }: { item: DocumentItem }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const doc = localizeDocument(item, language);
  // A document names the tab itself, above its section's route title.
  useDocumentTitle(doc.title, 1);
  const html = useMemo(() => resolveContentImages(sanitizeHtml(doc.content)), [doc.content]);
  return (
    <Box as="article" bg="white" px="12" py="10" borderRadius="md" data-testid="document">
      <Heading as="h1" size="2xl" textAlign="center" mb="3" data-testid="document-title">
        {doc.title}
      </Heading>
      <Text textAlign="center" color="fg.muted" fontSize="sm" mb="6" data-testid="document-date">
        {formatDocumentDate(item.time)}
      </Text>
      <Separator mb="6" />
      {html.trim() ? (
        <Box
          className="document-content"
          css={documentContentCss}
          data-testid="document-content"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <Text color="gray.600" data-testid="document-content">
          {doc.summary}
        </Text>
      )}
      <Text textAlign="center" color="fg.muted" fontSize="sm" mt="10" data-testid="document-end">
        — {t('common.allContentShown')} —
      </Text>
    </Box>
  );
}
