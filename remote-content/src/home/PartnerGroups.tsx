import { AspectRatio, Box, Flex, Heading, HStack, Image, Link } from '@marathon/shared/ui';
import { imageUrl, localized, safeHref, useLanguage } from '@marathon/shared';
import type { PartnerGroup } from '@marathon/shared/api';

/** The eight partner groups with their logos; a logo links to the partner (hrefEn when English). */
export function PartnerGroups({ groups }: { groups: PartnerGroup[] }) {
  const language = useLanguage();
  if (groups.length === 0) return null;
  return (
    <Flex
      as="section"
      wrap="wrap"
      gap="6"
      rowGap="8"
      data-testid="partners"
      bg="gray.50"
      borderRadius="md"
      px="8"
      py="8"
    >
      {groups.map((group) => (
        <Box key={group.id} data-testid="partner-group" data-code={group.code}>
          <Heading
            as="h2"
            size="sm"
            mb="3"
            color="gray.600"
            borderLeftWidth="3px"
            borderColor="brand.decoration"
            pl="2"
          >
            {localized(language, group.label, group.labelEn)}
          </Heading>
          <HStack gap="3">
            {group.children.map((partner) => {
              // A partner whose address fails the safe-link rule shows its logo without a link.
              const href = safeHref(language === 'en' && partner.hrefEn ? partner.hrefEn : partner.href);
              const name = localized(language, partner.name, partner.nameEn);
              const logo = (
                <AspectRatio
                  ratio={2}
                  w="160px"
                  bg="white"
                  borderRadius="md"
                  borderWidth="1px"
                  borderColor="gray.100"
                >
                  <Image src={imageUrl(partner.src)} alt={name} loading="lazy" objectFit="contain" p="2" />
                </AspectRatio>
              );
              return href ? (
                <Link
                  key={partner.id}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="partner-link"
                  _hover={{ opacity: 0.85 }}
                >
                  {logo}
                </Link>
              ) : (
                <Box key={partner.id}>{logo}</Box>
              );
            })}
          </HStack>
        </Box>
      ))}
    </Flex>
  );
}
