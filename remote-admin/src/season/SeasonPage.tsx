import { useTranslation } from '@marathon/shared';
import { Box, Heading, Spinner, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { FormAlert } from '../forms/FormAlert';
import { useRaceItemName } from '../forms/RaceItemSelect';
import { DrawSteps } from './DrawSteps';
import { DrawSummary } from './DrawSummary';
import { RaceItemForm } from './RaceItemForm';
import { useDraw } from './use-draw';

/** The season director's draw: a race item's step reached and its counts, and the next step behind a confirmation. */
export function SeasonPage() {
  const { t } = useTranslation();
  const raceItemName = useRaceItemName();
  const [chosen, setChosen] = useState({ year: new Date().getFullYear(), raceItem: 'half' });
  const { year, raceItem } = chosen;
  const { state, reload } = useDraw(year, raceItem);
  return (
    <Box as="section" aria-labelledby="admin-season-heading" data-testid="admin-season">
      <Heading as="h2" size="lg" id="admin-season-heading" mb="2">
        {t('admin.season.heading')}
      </Heading>
      <Text mb="4" maxW="3xl">
        {t('admin.season.intro')}
      </Text>
      <RaceItemForm initial={chosen} onChoose={setChosen} />
      <Heading as="h3" size="md" mb="3">
        {t('admin.season.stateHeading', { year, raceItem: raceItemName(raceItem) })}
      </Heading>
      {state.kind === 'loading' ? (
        <Box role="status">
          <Spinner size="sm" aria-hidden /> {t('admin.loading')}
        </Box>
      ) : state.kind === 'failed' ? (
        <FormAlert text={state.text} testId="admin-season-load-failure" />
      ) : (
        <>
          <DrawSummary overview={state.data} />
          <DrawSteps
            key={`${year}/${raceItem}`}
            year={year}
            raceItem={raceItem}
            overview={state.data}
            onDone={reload}
          />
        </>
      )}
    </Box>
  );
}
