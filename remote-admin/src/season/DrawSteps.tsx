import { ApiError, useTranslation } from '@marathon/shared';
import { endpoints, type DrawOverview } from '@marathon/shared/api';
import { Box, Flex, Heading } from '@marathon/shared/ui';
import { useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';
import { FormAlert } from '../forms/FormAlert';
import { ConfirmStep } from './ConfirmStep';
import { forgetSeed, keepSeed, keptSeed, makeSeed, seedHashOf } from './draw-seed';
import { SeedPanel } from './SeedPanel';

const MIN_SEED = 16;

/**
 * The draw's next steps for its state, each behind its confirmation. The API refuses a step out of turn in the
 * page's language (shown as it says); the seed's own mistakes are caught here before any call.
 */
export function DrawSteps({
  year,
  raceItem,
  overview,
  onDone,
}: {
  year: number;
  raceItem: string;
  overview: DrawOverview;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [fresh, setFresh] = useState<{ seed: string; hash: string } | null>(null);
  const [pasted, setPasted] = useState('');
  const [seedError, setSeedError] = useState<string | undefined>(undefined);
  const kept = keptSeed(year, raceItem);
  const key = { year, raceItem };

  /** Runs one step's call, then says so (or shows the API's refusal); a string answered is what to say. */
  const step = async (label: string, run: () => Promise<unknown>) => {
    setFailure(null);
    setSaid(null);
    try {
      const answer = await run();
      setSaid(typeof answer === 'string' ? answer : t('admin.season.done', { step: label }));
      onDone();
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  /** The seed the run or reveal sends, checked against the committed hash; null (and why) when it will not do. */
  const seedToSend = async (): Promise<string | null> => {
    const seed = kept ?? pasted;
    if (seed.length < MIN_SEED) {
      setSeedError(t('admin.season.errors.seed'));
      return null;
    }
    if (overview.status !== null && (await seedHashOf(seed)) !== overview.status.seedHash) {
      setSeedError(t('admin.season.errors.seedMismatch'));
      return null;
    }
    setSeedError(undefined);
    if (kept === null) keepSeed(year, raceItem, seed);
    return seed;
  };

  const prepareCommit = async () => {
    setFailure(null);
    if (typeof crypto === 'undefined' || crypto.subtle === undefined) {
      setFailure(t('admin.season.errors.noCrypto'));
      return false;
    }
    const seed = makeSeed();
    setFresh({ seed, hash: await seedHashOf(seed) });
    return true;
  };

  const commit = async () => {
    if (fresh === null) return;
    // Kept before the call: an answer lost on the way still leaves the seed of a hash the API may have taken.
    keepSeed(year, raceItem, fresh.seed);
    await step(t('admin.season.commit'), async () => {
      try {
        return await staffCall(endpoints.drawCommitSeed, {
          body: { ...key, seedHash: fresh.hash },
          silent: true,
        });
      } catch (error) {
        // Refused (not lost): this seed's hash was not taken, so the seed is of no use.
        if (error instanceof ApiError && error.code > 0) forgetSeed(year, raceItem);
        throw error;
      }
    });
  };

  const withSeed = (label: string, send: (seed: string) => Promise<unknown>) => async () => {
    const seed = await seedToSend();
    if (seed !== null) await step(label, () => send(seed));
  };

  const state = overview.status?.state ?? 'none';
  const needsSeed = state === 'closed' || state === 'drawn';
  return (
    <Box as="section" aria-labelledby="admin-season-steps-heading" mb="6">
      <Heading as="h3" size="md" id="admin-season-steps-heading" mb="3">
        {t('admin.season.steps')}
      </Heading>
      {needsSeed ? (
        <SeedPanel
          kept={kept}
          pasted={pasted}
          onPaste={(seed) => {
            setPasted(seed);
            setSeedError(undefined);
          }}
          error={seedError}
        />
      ) : null}
      <Flex gap="3" wrap="wrap" align="flex-start">
        {state === 'none' ? (
          <ConfirmStep
            label={t('admin.season.commit')}
            what={t('admin.season.commitWhat', { hash: fresh?.hash ?? '' })}
            prepare={prepareCommit}
            onConfirm={commit}
            testId="admin-season-commit"
          />
        ) : null}
        {state === 'open' ? (
          <ConfirmStep
            label={t('admin.season.close')}
            what={t('admin.season.closeWhat')}
            onConfirm={() =>
              step(t('admin.season.close'), () =>
                staffCall(endpoints.drawCloseEntries, { body: key, silent: true }),
              )
            }
            testId="admin-season-close"
          />
        ) : null}
        {state === 'closed' ? (
          <ConfirmStep
            label={t('admin.season.run')}
            what={t('admin.season.runWhat', { places: overview.places, reserved: overview.reservedPlaces })}
            onConfirm={withSeed(t('admin.season.run'), (seed) =>
              staffCall(endpoints.drawRun, { body: { ...key, seed }, silent: true }),
            )}
            testId="admin-season-run"
          />
        ) : null}
        {state === 'drawn' ? (
          <ConfirmStep
            label={t('admin.season.reveal')}
            what={t('admin.season.revealWhat')}
            onConfirm={withSeed(t('admin.season.reveal'), async (seed) => {
              const status = await staffCall(endpoints.drawReveal, { body: { ...key, seed }, silent: true });
              forgetSeed(year, raceItem);
              return status;
            })}
            testId="admin-season-reveal"
          />
        ) : null}
        {state === 'drawn' || state === 'revealed' ? (
          <ConfirmStep
            label={t('admin.season.waitlist')}
            what={t('admin.season.waitlistWhat')}
            onConfirm={() =>
              step(t('admin.season.waitlist'), async () => {
                const { promoted } = await staffCall(endpoints.drawWaitlistRound, {
                  body: key,
                  silent: true,
                });
                return t('admin.season.promoted', { count: promoted.length, regNos: promoted.join(', ') });
              })
            }
            testId="admin-season-waitlist"
          />
        ) : null}
      </Flex>
      <FormAlert text={failure} testId="admin-season-failure" />
      <Box role="status" data-testid="admin-season-done">
        {said}
      </Box>
    </Box>
  );
}
