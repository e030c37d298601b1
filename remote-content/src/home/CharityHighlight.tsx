import { AspectRatio, Box, Flex, Heading, Image, Link, Text } from '@marathon/shared/ui';
import { imageUrl, useLanguage, useTranslation } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';
import { localizeDocument } from '../content-data/localize-document';

export const CHARITY_ROUTE = '#/charity/charityInformation';

/** The charity programme's lead item with a link to the charity section; only rendered where charity is shown. */
export function CharityHighlight({ item }: { item: DocumentItem | undefined }) {
  const language = useLanguage();
  const { t } = useTranslation();
  if (!item) return null;
  const doc = localizeDocument(item, language);
  return (
    <Flex
      as="section"
      mb="10"
      gap="6"
      align="center"
      bg="red.50"
      borderRadius="md"
      p="6"
      data-testid="home-charity"
    >
      {item.icon ? (
        <AspectRatio ratio={16 / 9} w="240px" flexShrink={0} borderRadius="md" overflow="hidden">
          <Image src={imageUrl(item.icon)} alt="" loading="lazy" objectFit="cover" />
        </AspectRatio>
      ) : null}
      <Box>
        <Text color="red.700" fontSize="sm" fontWeight="bold" mb="1">
          {t('content.charity')}
        </Text>
        <Heading as="h2" size="lg" mb="2">
          {doc.title}
        </Heading>
        <Text color="gray.600" mb="3">
          {doc.summary}
        </Text>
        <Link href={CHARITY_ROUTE} color="red.700" data-testid="home-charity-link">
          {t('content.charityMore')} →
        </Link>
      </Box>
    </Flex>
  );
}
