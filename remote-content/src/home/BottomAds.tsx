import { AspectRatio, Box, Image, SimpleGrid } from '@marathon/shared/ui';
import { imageUrl, localized, useLanguage } from '@marathon/shared';
import type { LinkImage } from '@marathon/shared/api';
import { anchorProps, linkTarget } from '../content-data/links';

/** The advertisement strip under the home sections (adListBottom, 590 × 120 each). */
export function BottomAds({ ads }: { ads: LinkImage[] }) {
  const language = useLanguage();
  if (ads.length === 0) return null;
  return (
    <SimpleGrid as="section" columns={Math.min(ads.length, 2)} gap="5" mb="10" data-testid="bottom-ads">
      {ads.map((ad, index) => {
        const target = linkTarget(language === 'en' && ad.jumpUrlEn ? ad.jumpUrlEn : ad.jumpUrl);
        const image = (
          <AspectRatio ratio={590 / 120} bg="gray.100" borderRadius="md" overflow="hidden">
            <Image
              src={imageUrl(ad.surfacePlotUrl)}
              alt={localized(language, ad.title, ad.titleEn)}
              loading="lazy"
              objectFit="cover"
            />
          </AspectRatio>
        );
        return target ? (
          <a key={ad.id ?? index} {...anchorProps(target)} data-testid="bottom-ad">
            {image}
          </a>
        ) : (
          <Box key={ad.id ?? index} data-testid="bottom-ad">
            {image}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
