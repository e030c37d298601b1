import { Box, Heading, Link } from '@marathon/shared/ui';
import { useDocumentTitle, useTranslation } from '@marathon/shared';
import { RevealOnMount } from '../startup/first-paint';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.notFound'));
  return (
    <Box textAlign="center" py="24" data-testid="not-found">
      <RevealOnMount />
      <Heading as="h1" size="2xl" mb="4">
        404 · {t('shell.notFound')}
      </Heading>
      <Link href="#/home" color="brand.fg">
        {t('shell.backHome')}
      </Link>
    </Box>
  );
}
