import {
  ApiError,
  Waiting,
  call,
  errorMessage,
  useQuery,
  useTranslation,
  type Query,
} from '@marathon/shared';
import { endpoints, type PublicDraw, type RaceItem } from '@marathon/shared/api';
import { Box, Button, Heading, Text } from '@marathon/shared/ui';
import { DrawVerdict } from './DrawVerdict';
import { NumberList } from './NumberList';

/** The API's answer when no seed hash is committed for the item: not an error for the visitor, only "not yet". */
const NOT_COMMITTED = 404;

function Body({ query }: { query: Query<PublicDraw> }) {
  const { t } = useTranslation();
  const { state, retry } = query;
  if (state.status === 'loading' || state.status === 'idle')
    return <Waiting what={t('search.draw.loading')} testId="draw-loading" />;
  if (state.status === 'error') {
    if (state.error instanceof ApiError && state.error.code === NOT_COMMITTED) {
      return <Text data-testid="draw-empty">{t('search.draw.notYet')}</Text>;
    }
    return (
      <Box role="alert" color="red.700" data-testid="draw-error">
        <Text>{errorMessage(state.error)}</Text>
        <Button size="sm" mt="2" variant="outline" onClick={retry}>
          {t('search.draw.retry')}
        </Button>
      </Box>
    );
  }
  const draw = state.data;
  return (
    <>
      <Text fontSize="sm" color="gray.600">
        {t('search.draw.hash')}
      </Text>
      <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" mb="3" data-testid="draw-hash">
        {draw.seedHash}
      </Text>
      {draw.seed === null ? (
        <Text data-testid="draw-not-revealed">
          {t(draw.state === 'drawn' ? 'search.draw.drawnNotRevealed' : 'search.draw.notDrawn')}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="gray.600">
            {t('search.draw.seed')}
          </Text>
          <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" mb="3" data-testid="draw-seed">
            {draw.seed}
          </Text>
          <DrawVerdict draw={{ ...draw, seed: draw.seed }} />
          <NumberList
            label={t('search.draw.entries', { count: draw.entries.length })}
            numbers={draw.entries}
            testId="draw-entries"
          />
          <NumberList
            label={t('search.draw.order', { places: draw.drawnPlaces })}
            numbers={draw.order}
            marked={draw.drawnPlaces}
            testId="draw-order"
          />
        </>
      )}
    </>
  );
}

/** One race item's draw record: loading, not committed yet, committed, drawn, or revealed and checked. */
export function DrawItem({ year, raceItem }: { year: number; raceItem: RaceItem }) {
  const { t } = useTranslation();
  const query = useQuery((signal) =>
    call(endpoints.drawPublic, { query: { year, raceItem }, silent: true, signal }),
  );
  return (
    <Box
      as="section"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
      mb="6"
      data-testid={`draw-item-${raceItem}`}
    >
      <Heading as="h2" size="lg" mb="3">
        {t(`search.items.${raceItem}`)}
      </Heading>
      <Body query={query} />
    </Box>
  );
}
