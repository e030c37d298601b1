import { Box, HStack, Heading } from '@marathon/shared/ui';
import {
  api,
  call,
  errorMessage,
  useLatestQuery,
  useSiteStore,
  useTranslation,
  lookupOpen,
} from '@marathon/shared';
import { endpoints, type PhotoList } from '@marathon/shared/api';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@marathon/shared/router';
import { defaultYear } from '@marathon/shared/default-year';
import { ClosedNotice } from '../lookup/ClosedNotice';
import { ErrorNote } from '../lookup/ErrorNote';
import { useRaceYears, yearIsEmpty } from '../lookup/use-years';
import { EmptyYearNote } from '../lookup/EmptyYearNote';
import { YearSelect } from '../lookup/YearSelect';
import { ThumbnailGrid } from '../media/ThumbnailGrid';
import { LookupPage } from '../pages/LookupPage';
import { BibForm } from '../score/BibForm';

/** Photo lookup by bib; while the configuration keeps it closed, the page says 'coming soon'. */
export function ImageSearchPage() {
  const { t } = useTranslation();
  const cloud = useSiteStore((s) => s.cloud);
  const years = useRaceYears();
  // `?year=2024&bib=10086` (the result card's photos link) looks that bib up at once; a search writes both into
  // the address, so a reload or a shared link shows the same photos.
  const [params, setParams] = useSearchParams();
  const linkBib = params.get('bib') ?? '';
  const linkYear = Number(params.get('year'));
  const [chosenYear, setChosenYear] = useState<number | null>(
    Number.isInteger(linkYear) && linkYear > 0 ? linkYear : null,
  );
  const year = chosenYear ?? defaultYear(years, 'finishers') ?? new Date().getFullYear();
  const [state, run, reset] = useLatestQuery<PhotoList>();
  const open = lookupOpen(cloud, 'pictureSearch');
  useEffect(() => {
    if (!open || !linkBib || !chosenYear) return;
    void run((signal) =>
      call(endpoints.photos, { query: { year: chosenYear, bib: linkBib }, silent: true, signal }),
    );
  }, [open, linkBib, chosenYear, run]);

  if (!open) {
    return (
      <LookupPage titleKey="search.imageSearch" testId="image-search-page">
        <ClosedNotice module="pictureSearch" />
      </LookupPage>
    );
  }

  const base = api().baseURL;
  const photos = state.status === 'success' ? state.data : null;
  const items =
    photos?.photos.map((photo) => ({
      src: `${base}${photo.path}`,
      alt: t('search.photos.alt', { bib: photos.bib, n: photo.n }),
      caption: t('search.photos.title', { bib: photos.bib, year: photos.year }),
    })) ?? [];
  return (
    <LookupPage titleKey="search.imageSearch" testId="image-search-page">
      <HStack align="flex-end" gap="6" mb="4">
        <YearSelect
          years={years}
          value={year}
          onChange={(next) => {
            setChosenYear(next);
            setParams(linkBib ? { year: String(next), bib: linkBib } : { year: String(next) });
          }}
        />
      </HStack>
      {yearIsEmpty(years, year, 'finishers') ? <EmptyYearNote year={year} data="finishers" /> : null}
      <BibForm
        initialBib={linkBib}
        busy={state.status === 'loading'}
        onInvalid={reset}
        onSearch={(bib) => {
          setChosenYear(year);
          setParams({ year: String(year), bib });
          // The same bib and year again (e.g. after a failure) leave the address unchanged: search anyway.
          if (bib === linkBib && year === chosenYear)
            void run((signal) => call(endpoints.photos, { query: { year, bib }, silent: true, signal }));
        }}
      />
      <Box aria-live="polite" mt="8">
        {state.status === 'error' ? <ErrorNote message={errorMessage(state.error)} /> : null}
        {photos ? (
          <>
            <Heading as="h2" size="lg" mb="4">
              {t('search.photos.title', { bib: photos.bib, year: photos.year })}
            </Heading>
            <ThumbnailGrid
              testId="photo-grid"
              columns={3}
              items={items}
              thumbnails={items.map((item) => item.src)}
              openLabel={(_item, index) => t('search.photos.open', { n: index + 1 })}
            />
          </>
        ) : null}
      </Box>
    </LookupPage>
  );
}
