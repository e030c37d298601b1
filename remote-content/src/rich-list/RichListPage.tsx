import { AspectRatio, Box, Heading, Image, SimpleGrid, Text } from '@marathon/shared/ui';
import { fragmentLanguage, imageUrl, safeHref, useLanguage } from '@marathon/shared';
import type { DocumentViewProps } from '@marathon/shared/contracts';
import { isExternalJump } from '../content-data/links';
import { localizeDocument } from '../content-data/localize-document';
import { asList, sortForList, useContent } from '../content-data/use-content';
import { ContentNotFound } from '../document/NotFound';

/** Sponsors and charity: icon, title and summary; an item with a web jumpUrl links out in a new tab. */
export function RichListPage({ dataPath }: DocumentViewProps) {
  const items = sortForList(asList(useContent(dataPath)));
  const language = useLanguage();
  if (items.length === 0) return <ContentNotFound kind="empty" />;
  return (
    <SimpleGrid as="ul" columns={3} gap="6" data-testid="rich-list">
      {items.map((item) => {
        const doc = localizeDocument(item, language);
        const card = (
          <Box
            bg="white"
            borderRadius="md"
            p="6"
            h="full"
            borderWidth="1px"
            borderColor="gray.100"
            transition="box-shadow 0.2s"
            _hover={{ boxShadow: 'md' }}
          >
            <AspectRatio ratio={16 / 9} mb="4" bg="gray.50" borderRadius="md" overflow="hidden">
              {item.icon ? (
                // The title under the logo names it: the same words as alt text would be read twice.
                <Image src={imageUrl(item.icon)} alt="" loading="lazy" objectFit="contain" />
              ) : (
                <Box aria-hidden="true" color="gray.300" fontSize="3xl">
                  ◆
                </Box>
              )}
            </AspectRatio>
            <Heading
              as="h2"
              size="md"
              mb="2"
              lang={fragmentLanguage(doc.title, language)}
              data-testid="rich-list-title"
            >
              {doc.title}
            </Heading>
            <Text color="gray.600" fontSize="sm">
              {doc.summary}
            </Text>
          </Box>
        );
        return (
          <Box as="li" listStyleType="none" key={item.id} data-testid="rich-list-item">
            {isExternalJump(item.jumpUrl) ? (
              <a href={safeHref(item.jumpUrl)} target="_blank" rel="noopener noreferrer">
                {card}
              </a>
            ) : (
              card
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
