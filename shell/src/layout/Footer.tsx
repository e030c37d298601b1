import { Box, Flex, HStack, Image, Link, Text } from '@marathon/shared/ui';
import {
  HOME_ENTRY_TYPE,
  entryStateNow,
  imageUrl,
  localized,
  safeHref,
  useLanguage,
  useSiteStore,
  useTranslation,
} from '@marathon/shared';

import { SiteLinks } from './SiteLinks';

const IN_SITE = /^\/?#\//;
/** The site's own sign-up forms: open only while the apply-now card's window is. */
const SIGN_UP_ROUTE = /^\/?#\/(post|direct)(\?|$)/;

/**
 * Copyright image, copyright text (English when the language is English and it exists), and the
 * two registration links; the filing records (websiteRegInfo) sit under them.
 */
export function Footer() {
  const siteConfig = useSiteStore((s) => s.siteConfig);
  const settings = useSiteStore((s) => s.cloud?.settings);
  const cloud = useSiteStore((s) => s.cloud);
  const applyNowEnabled = useSiteStore((s) => s.runtime?.features.applyNow.enabled ?? true);
  // The footer's sign-up link agrees with the home page's apply-now card: one window, one answer.
  const applyNow = cloud?.searchConfigList.find((item) => item.moduleType === HOME_ENTRY_TYPE.registerNow);
  const signUpState = applyNow ? entryStateNow(applyNow, applyNowEnabled, cloud) : { open: true as const };
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
            .map((link) =>
              !signUpState.open && SIGN_UP_ROUTE.test(link.href) ? (
                <Text as="span" key={link.href} color="gray.400" data-testid="footer-link-closed">
                  {localized(language, link.label, link.labelEn)} ·{' '}
                  {signUpState.why === 'not-started' ? t('shell.signUpNotStarted') : t('shell.signUpClosed')}
                </Text>
              ) : (
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
              ),
            )}
          <SiteLinks />
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
