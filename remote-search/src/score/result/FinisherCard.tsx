import {
  fragmentLanguage,
  lookupOpen,
  useDocumentTitle,
  useLanguage,
  useSiteStore,
  useTranslation,
} from '@marathon/shared';
import type { ScoreAnalysis, ScoreResult } from '@marathon/shared/api';
import { formatCount, formatDuration, formatPace } from '@marathon/shared/race-time';
import { finishMark } from '../analysis/pace-series';
import { Certificate } from '../Certificate';
import { ShareResult } from '../ShareResult';
import { SplitsTable } from '../SplitsTable';
import { Figure } from './Figure';
import { StatusBadges } from './StatusBadges';

/** A finisher's result: times, pace, ranks (out of the field sizes once the analysis comes), splits, certificate. */
export function FinisherCard({ result, analysis }: { result: ScoreResult; analysis: ScoreAnalysis | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gender = result.gender === 2 ? 'F' : 'M';
  const photosOpen = useSiteStore((s) => lookupOpen(s.cloud, 'pictureSearch'));
  // A result on screen names the tab after the runner, so a bookmark or a shared tab says whose result it is.
  useDocumentTitle(
    t('search.score.documentTitle', {
      name: result.name,
      year: result.year,
      time: formatDuration(result.chipTimeMs),
    }),
    1,
  );
  return (
    <>
      <div className="score-result-head">
        <h2 lang={fragmentLanguage(result.name, language)} data-testid="score-name">
          {result.name}
        </h2>
        <span className="score-muted">
          {result.year} · {t(`search.items.${result.raceItem}`)} · {t('search.form.bib')} {result.bib}
        </span>
        <StatusBadges answer={result} />
        <ShareResult result={result} />
        {photosOpen ? (
          <a
            className="score-link"
            href={`#/image-search?year=${result.year}&bib=${encodeURIComponent(result.bib)}`}
            data-testid="score-photos-link"
          >
            {t('search.score.photosLink')}
          </a>
        ) : null}
      </div>
      {result.provisional ? <p className="score-hint">{t('search.score.provisionalHint')}</p> : null}
      <dl className="score-figures">
        <Figure
          testId="score-chip"
          label={t('search.score.chipTime')}
          value={formatDuration(result.chipTimeMs)}
        />
        <Figure
          testId="score-gun"
          label={t('search.score.gunTime')}
          value={formatDuration(result.gunTimeMs)}
        />
        <Figure
          testId="score-pace"
          label={t('search.score.pace')}
          value={t('search.score.paceValue', { pace: formatPace(result.paceSecondsPerKm) })}
        />
        <Figure
          testId="score-overall"
          label={t('search.score.overallRank')}
          value={formatCount(result.overallRank)}
          sub={t('search.score.outOf', { count: result.finishers })}
        />
        <Figure
          testId="score-gender-rank"
          label={t('search.score.genderRank')}
          value={formatCount(result.genderRank)}
          {...(analysis ? { sub: t('search.score.ofTotal', { count: analysis.genderFinishers }) } : {})}
        />
        <Figure
          testId="score-age-rank"
          label={t('search.score.ageGroupRank', { group: `${gender} ${result.ageGroup}` })}
          value={formatCount(result.ageGroupRank)}
          {...(analysis ? { sub: t('search.score.ofTotal', { count: analysis.ageGroupFinishers }) } : {})}
        />
      </dl>
      <div className="score-columns">
        <div>
          <SplitsTable
            marks={{ splits: result.splits, finish: finishMark(result), overallRank: result.overallRank }}
            analysis={analysis}
          />
        </div>
        <Certificate result={result} />
      </div>
    </>
  );
}
