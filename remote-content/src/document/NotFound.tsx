import { Box, Heading, Link, Text } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';

/**
 * An address that names no document (an old link, a mistyped id) or a section with nothing in it yet: said
 * plainly, with a way on, instead of a blank page.
 */
export function ContentNotFound({ kind = 'notFound' }: { kind?: 'notFound' | 'empty' }) {
  const { t } = useTranslation();
  return (
    <Box
      bg="white"
      py="16"
      textAlign="center"
      borderRadius="md"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="gray.200"
      role="status"
      data-testid={kind === 'empty' ? 'content-empty' : 'content-not-found'}
    >
      <Text fontSize="4xl" color="gray.300" aria-hidden="true" mb="2">
        {kind === 'empty' ? '◌' : '?'}
      </Text>
      <Heading as="h1" size="md" color="gray.600" mb="2">
        {t(kind === 'empty' ? 'content.emptyTitle' : 'content.notFound')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t(kind === 'empty' ? 'content.emptyHint' : 'content.notFoundHint')}
      </Text>
      <Link href="#/home" color="brand.fg">
        {t('content.backHome')}
      </Link>
    </Box>
  );
}
