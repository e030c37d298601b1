import { Badge, Box, Heading, Link, Text } from '@marathon/shared/ui';
import { formatDocumentDate, safeHref, useLanguage, useTranslation } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';

import { isExternalJump } from '../content-data/links';
import { localizeDocument } from '../content-data/localize-document';

/** One row of a list: an external jumpUrl opens the article in a new tab, anything else our document. */
export function DocumentListItem({ item, href }: { item: DocumentItem; href: string }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const doc = localizeDocument(item, language);
  const external = isExternalJump(item.jumpUrl);
  return (
    <Box
      as="li"
      listStyleType="none"
      py="5"
      borderBottomWidth="1px"
      borderColor="gray.100"
      _last={{ borderBottomWidth: 0 }}
      data-testid="document-list-item"
    >
      <Link
        href={external ? safeHref(item.jumpUrl) : href}
        {...(external
          ? { target: '_blank', rel: 'noopener noreferrer', title: t('content.externalArticle') }
          : {})}
        display="block"
        _hover={{ textDecoration: 'none', color: 'brand.fg' }}
      >
        <Heading as="h2" size="md" mb="1" display="flex" alignItems="center" gap="2">
          {item.recommend ? <Badge colorPalette="brand">{t('content.recommended')}</Badge> : null}
          <span data-testid="document-list-title">{doc.title}</span>
          {external ? (
            <Box as="span" color="fg.muted" fontSize="sm" aria-label={t('content.externalArticle')}>
              ↗
            </Box>
          ) : null}
        </Heading>
        {doc.summary ? (
          <Text color="gray.600" fontSize="sm" lineClamp={2}>
            {doc.summary}
          </Text>
        ) : null}
        <Text color="fg.muted" fontSize="xs" mt="1" data-testid="document-list-date">
          {formatDocumentDate(item.time)}
        </Text>
      </Link>
    </Box>
  );
}
