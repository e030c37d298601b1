import { Box, Flex, HStack, Image, Link } from '@marathon/shared/ui';
import { imageUrl, localized, safeHref, useLanguage, useSiteStore } from '@marathon/shared';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginEntry } from './LoginEntry';

/** Banner with logo, optional top advertisement images, the language switch and the login entry. */
export function Header() {
  const siteConfig = useSiteStore((s) => s.siteConfig);
  const settings = useSiteStore((s) => s.cloud?.settings);
  const memberCentrePath = useSiteStore((s) => s.runtime?.memberCentrePath);
  const language = useLanguage();
  const title = localized(language, settings?.websiteTitle, settings?.websiteTitleEn);
  const ads = siteConfig?.adListTop ?? [];
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.100">
      {ads.length > 0 ? (
        <Box maxW="1200px" mx="auto" data-testid="top-ads">
          {ads.map((ad, index) => {
            const href = safeHref(language === 'en' && ad.jumpUrlEn ? ad.jumpUrlEn : ad.jumpUrl);
            const img = (
              <Image src={imageUrl(ad.surfacePlotUrl)} alt="" w="full" h="80px" objectFit="cover" />
            );
            return href ? (
              <Link
                key={ad.id ?? index}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                display="block"
              >
                {img}
              </Link>
            ) : (
              <Box key={ad.id ?? index}>{img}</Box>
            );
          })}
        </Box>
      ) : null}
      <Flex maxW="1200px" mx="auto" h="88px" align="center" justify="space-between">
        {/* The title beside the logo names the link: the logo's own text would say it twice. */}
        <Link href="/#/home" display="flex" alignItems="center" gap="3">
          <Image
            src={imageUrl(siteConfig?.logo ?? settings?.logo)}
            alt=""
            // A fixed box (the logo is contained in it) so the title beside it never moves when the image arrives.
            htmlWidth={180}
            htmlHeight={60}
            w="180px"
            h="60px"
            fit="contain"
            align="left center"
            data-testid="site-logo"
          />
          <Box as="span" fontSize="xl" fontWeight="bold" color="gray.800">
            {title}
          </Box>
        </Link>
        <HStack gap="3">
          <LanguageSwitch />
          <LoginEntry {...(memberCentrePath ? { memberCentrePath } : {})} />
        </HStack>
      </Flex>
    </Box>
  );
}
