import { AspectRatio, Image, SimpleGrid, chakra } from '@marathon/shared/ui';
import { useState } from 'react';
import { Lightbox, type LightboxItem } from './Lightbox';

/** Thumbnails that open the lightbox; each is a button, so the keyboard reaches every picture. */
export function ThumbnailGrid({
  items,
  thumbnails,
  openLabel,
  columns = 4,
  initialOpen = null,
  onOpen,
  testId,
}: {
  items: LightboxItem[];
  thumbnails: string[];
  openLabel: (item: LightboxItem, index: number) => string;
  columns?: number;
  /** A picture to show in the lightbox at once (a link to one picture of the collection). */
  initialOpen?: number | null;
  /** Told which picture the lightbox shows, or null once it is closed (the page's address follows it). */
  onOpen?: (index: number | null) => void;
  testId: string;
}) {
  const [open, setOpenState] = useState<number | null>(initialOpen);
  const setOpen = (index: number | null) => {
    setOpenState(index);
    onOpen?.(index);
  };
  return (
    <>
      <SimpleGrid columns={columns} gap="4" data-testid={testId}>
        {items.map((item, index) => (
          <chakra.button
            key={item.src}
            type="button"
            onClick={() => setOpen(index)}
            aria-label={openLabel(item, index)}
            data-testid={`${testId}-item`}
            borderRadius="md"
            overflow="hidden"
            cursor="zoom-in"
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <AspectRatio ratio={3 / 2} bg="gray.100">
              <Image src={thumbnails[index] ?? item.src} alt="" loading="lazy" objectFit="cover" />
            </AspectRatio>
          </chakra.button>
        ))}
      </SimpleGrid>
      <Lightbox items={items} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
