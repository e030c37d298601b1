import { Box, Flex, HStack, Image, Link, Text } from '@marathon/shared/ui';
import { imageUrl, localized, safeHref, useLanguage, useSiteStore, useTranslation } from '@marathon/shared';

const IN_SITE = /^\/?#\//;

/**
 * Copyright image, copyright text (English when the language is English and it exists), and the
 * two registration links; the filing records (websiteRegInfo) sit under them.
 */
export function Footer() {
  const siteConfig = useSiteStore((s) => s.siteConfig);
  const settings = useSiteStore((s) => s.cloud?.settings);
  const language = useLanguage();
  const { t } = useTranslation();
  if (!siteConfig) return null;
  const image =
    language === 'en' && siteConfig.copyrightImgEn ? siteConfig.copyrightImgEn : siteConfig.copyrightImg;
  return (
    <Box as="footer" bg="gray.800" color="gray.300" py="8" mt="auto" data-testid="site-footer">
      <Flex maxW="1200px" mx="auto" direction="column" align="center" gap="3">
        {/* Sized before it loads: the footer must not move the page when the image arrives. */}
        {image ? (
          <Image
            src={imageUrl(image)}
            alt=""
            htmlWidth={240}
            htmlHeight={48}
            w="240px"
            h="48px"
            fit="contain"
          />
        ) : null}
        <HStack gap="6">
          {/* A link whose address fails the safe-link rule is dropped, not rendered. */}
          {(settings?.footerLinks ?? [])
            .flatMap((link) => {
              const href = safeHref(link.href);
              return href ? [{ ...link, href }] : [];
            })
            .map((link) => (
              <Link
                key={link.href}
                href={link.href}
                // A page of this site (the accessibility statement, sign-up) opens in place; others in a new tab.
                {...(IN_SITE.test(link.href) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                color="white"
                data-testid="footer-link"
              >
                {localized(language, link.label, link.labelEn)}
              </Link>
            ))}
        </HStack>
        <Text fontSize="sm" data-testid="copyright">
          {localized(language, siteConfig.copyright, siteConfig.copyrightEn)}
        </Text>
        {siteConfig.websiteRegInfo.length > 0 ? (
          <HStack gap="4" fontSize="xs" aria-label={t('shell.filingInfo')}>
            {siteConfig.websiteRegInfo.map((info) => {
              const href = safeHref(info.link);
              // The filing number must show even when its link is unsafe: then as plain text.
              return href ? (
                <Link key={info.id} href={href} target="_blank" rel="noopener noreferrer" color="gray.400">
                  {info.label}
                </Link>
              ) : (
                <Text as="span" key={info.id} color="gray.400">
                  {info.label}
                </Text>
              );
            })}
          </HStack>
        ) : null}
      </Flex>
    </Box>
  );
}
