import { Flex, Heading, Link } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';

/** A home section's title, with a 'more' link to the page that shows all of it. */
export function SectionHeading({ id, title, moreHref }: { id: string; title: string; moreHref?: string }) {
  const { t } = useTranslation();
  return (
    <Flex
      align="baseline"
      justify="space-between"
      mb="4"
      borderLeftWidth="4px"
      borderColor="brand.decoration"
      pl="3"
    >
      <Heading as="h2" size="xl" id={id}>
        {title}
      </Heading>
      {moreHref ? (
        <Link href={moreHref} color="brand.fg" fontSize="sm" data-testid={`${id}-more`}>
          {t('content.more')} →
        </Link>
      ) : null}
    </Flex>
  );
}
