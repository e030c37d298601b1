import { AspectRatio, Box, Heading, Image, SimpleGrid, Text } from '@marathon/shared/ui';
import { imageUrl, normalizeWebLink, useSessionStore } from '@marathon/shared';
import type { DocumentViewProps } from '@marathon/shared/contracts';
import { asList, sortForList, useContent } from '../content-data/use-content';
import { localizeDocument } from '../content-data/localize-document';
import { isExternalJump } from '../document-list/DocumentListItem';
import { ContentNotFound } from '../document/NotFound';

/** Sponsors and charity: icon, title and summary; an item with a web jumpUrl links out in a new tab. */
export function RichListPage({ dataPath }: DocumentViewProps) {
  const items = sortForList(asList(useContent(dataPath)));
  const language = useSessionStore((s) => s.language);
  if (items.length === 0) return <ContentNotFound />;
  return (
    <SimpleGrid columns={3} gap="6" data-testid="rich-list">
      {items.map((item) => {
        const doc = localizeDocument(item, language);
        const card = (
          <Box bg="white" borderRadius="md" p="6" h="full" borderWidth="1px" borderColor="gray.100">
            {item.icon ? (
              <AspectRatio ratio={16 / 9} mb="4">
                <Image src={imageUrl(item.icon)} alt={doc.title} loading="lazy" objectFit="contain" />
              </AspectRatio>
            ) : null}
            <Heading as="h2" size="md" mb="2">
              {doc.title}
            </Heading>
            <Text color="gray.600" fontSize="sm">
              {doc.summary}
            </Text>
          </Box>
        );
        return isExternalJump(item.jumpUrl) ? (
          <a key={item.id} href={normalizeWebLink(item.jumpUrl)} target="_blank" rel="noopener noreferrer">
            {card}
          </a>
        ) : (
          <Box key={item.id}>{card}</Box>
        );
      })}
    </SimpleGrid>
  );
}
