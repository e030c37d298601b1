import { Box, Heading, Separator, Text } from '@marathon/shared/ui';
import { formatDocumentDate, useSessionStore } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';
import { useMemo } from 'react';
import { useTranslation } from '@marathon/shared';

import { localizeDocument } from '../content-data/localize-document';
import { sanitizeHtml } from '../content-data/sanitize';

/** Spec 001 §2 document display: title, date as YYYY.MM.DD, sanitized HTML, and 'all content shown'. */
export function DocumentView({ item }: { item: DocumentItem }) {
  const language = useSessionStore((s) => s.language);
  const { t } = useTranslation();
  const doc = localizeDocument(item, language);
  const html = useMemo(() => sanitizeHtml(doc.content), [doc.content]);
  return (
    <Box as="article" bg="white" px="12" py="10" borderRadius="md" data-testid="document">
      <Heading as="h1" size="2xl" textAlign="center" mb="3">
        {doc.title}
      </Heading>
      <Text textAlign="center" color="gray.500" fontSize="sm" mb="6" data-testid="document-date">
        {formatDocumentDate(item.time)}
      </Text>
      <Separator mb="6" />
      <Box
        className="document-content"
        lineHeight="1.9"
        fontSize="md"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <Text textAlign="center" color="gray.400" fontSize="sm" mt="10">
        — {t('common.allContentShown')} —
      </Text>
    </Box>
  );
}
