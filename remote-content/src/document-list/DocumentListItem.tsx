import { Badge, Box, Heading, Link, Text } from '@marathon/shared/ui';
import { formatDocumentDate, normalizeWebLink, useSessionStore } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';
import { useTranslation } from '@marathon/shared';

import { localizeDocument } from '../content-data/localize-document';

/** An external jumpUrl opens the article in a new tab; an id-like jumpUrl or none opens our document. */
export function isExternalJump(jumpUrl: string | undefined): jumpUrl is string {
  return !!jumpUrl && /^(https?:)?\/\/|^www\./i.test(jumpUrl.trim());
}

export function DocumentListItem({ item, href }: { item: DocumentItem; href: string }) {
  const language = useSessionStore((s) => s.language);
  const { t } = useTranslation();
  const doc = localizeDocument(item, language);
  const external = isExternalJump(item.jumpUrl);
  return (
    <Box as="li" listStyleType="none" py="5" borderBottomWidth="1px" borderColor="gray.100">
      <Link
        href={external ? normalizeWebLink(item.jumpUrl) : href}
        {...(external
          ? { target: '_blank', rel: 'noopener noreferrer', title: t('content.externalArticle') }
          : {})}
        display="block"
        _hover={{ textDecoration: 'none', color: 'brand.600' }}
      >
        <Heading as="h2" size="md" mb="1" display="flex" alignItems="center" gap="2">
          {item.recommend ? <Badge colorPalette="brand">{t('content.recommended')}</Badge> : null}
          {doc.title}
        </Heading>
        {doc.summary ? (
          <Text color="gray.600" fontSize="sm" lineClamp={2}>
            {doc.summary}
          </Text>
        ) : null}
        <Text color="gray.400" fontSize="xs" mt="1">
          {formatDocumentDate(item.time)}
        </Text>
      </Link>
    </Box>
  );
}
