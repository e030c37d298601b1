import { Box, Heading, SimpleGrid, Text } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import type { ScoreAnalysis, ScoreResult } from '@marathon/shared/api';
import { formatDuration, formatPace } from '@marathon/shared/race-time';
import { useEffect, useRef } from 'react';
import uPlot, { type Options } from 'uplot';
import { finishMark, paceSeries } from './pace-series';

const WIDTH = 520;
const HEIGHT = 220;
const INK = '#2f6f22';
const FONT = '12px system-ui, sans-serif';

/** uPlot's few layout rules (its stylesheet is left out: the charts need no legend or cursor styles). */
const CHART_CSS = {
  '& .u-wrap': { position: 'relative' },
  '& .u-over, & .u-under, & canvas': { position: 'absolute', top: 0, left: 0 },
  '& .u-axis': { position: 'absolute' },
};

/** Mounts one uPlot chart in a box of its size, and takes it down with the view. */
function Chart({
  options,
  data,
  label,
  testId,
}: {
  options: Options;
  data: uPlot.AlignedData;
  label: string;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = new uPlot(options, data, box.current);
    return () => chart.destroy();
  }, [options, data]);
  // The canvas is a picture: its words are the label and the text beside it.
  return (
    <Box
      ref={box}
      role="img"
      aria-label={label}
      w={`${WIDTH}px`}
      h={`${HEIGHT}px`}
      css={CHART_CSS}
      data-testid={testId}
    />
  );
}

/** A fixed-size chart without legend or cursor, over numbers (not times) on x. */
const PLAIN_CHART = {
  width: WIDTH,
  height: HEIGHT,
  legend: { show: false },
  cursor: { show: false },
  scales: { x: { time: false } },
} satisfies Partial<Options>;

const axis = (label: string, values?: uPlot.Axis['values'], size?: number): uPlot.Axis => ({
  label,
  // Room for the tick labels beside the axis title (the pace and count axes' labels are wide).
  ...(size ? { size, labelSize: 20 } : {}),
  font: FONT,
  labelFont: FONT,
  stroke: '#4a5568',
  grid: { stroke: '#edf2f7' },
  ...(values ? { values } : {}),
});

/**
 * The result page's charts, loaded with it and nowhere else (uPlot, ~20 KB gzip): the pace of each stretch, and
 * the race's finish times with this runner marked. Both say in text what they show, so neither needs colour.
 */
export function ResultCharts({ result, analysis }: { result: ScoreResult; analysis: ScoreAnalysis }) {
  const { t } = useTranslation();
  const stretches = paceSeries([...result.splits, finishMark(result)]);
  const paceData: uPlot.AlignedData = [stretches.map((s) => s.km), stretches.map((s) => s.paceSeconds)];
  const paceOptions: Options = {
    ...PLAIN_CHART,
    axes: [
      axis(t('search.score.distanceAxis')),
      axis(t('search.score.paceAxis'), (_chart, ticks) => ticks.map((value) => formatPace(value)), 70),
    ],
    series: [{}, { stroke: INK, width: 2, points: { show: true, size: 8, fill: '#fff', stroke: INK } }],
  };

  const { startMs, binMs, counts, runnerBin } = analysis.histogram;
  const binStarts = counts.map((_, i) => startMs + i * binMs);
  const histogramData: uPlot.AlignedData = [binStarts.map((ms) => ms / 60_000), counts];
  const youAreHere = t('search.score.youAreHere');
  const histogramOptions: Options = {
    ...PLAIN_CHART,
    axes: [
      axis(t('search.score.histogramAxis'), (_chart, ticks) =>
        ticks.map((minutes) => formatDuration(minutes * 60_000)),
      ),
      axis(t('search.score.countAxis'), undefined, 70),
    ],
    series: [{}, { fill: 'rgba(63,143,47,0.35)', stroke: INK, paths: uPlot.paths.bars?.({ size: [0.9] }) }],
    hooks: {
      // The runner's bin: a dashed line and a label, readable in black and white.
      draw: [
        (chart) => {
          const x = chart.valToPos((startMs + (runnerBin + 0.5) * binMs) / 60_000, 'x', true);
          const { ctx } = chart;
          const { top, height } = chart.bbox;
          ctx.save();
          ctx.strokeStyle = '#1a202c';
          ctx.setLineDash([4, 3]);
          ctx.lineWidth = 1.5 * uPlot.pxRatio;
          ctx.beginPath();
          ctx.moveTo(x, top);
          ctx.lineTo(x, top + height);
          ctx.stroke();
          ctx.fillStyle = '#1a202c';
          ctx.font = `${12 * uPlot.pxRatio}px system-ui, sans-serif`;
          ctx.fillText(youAreHere, x + 4 * uPlot.pxRatio, top + 14 * uPlot.pxRatio);
          ctx.restore();
        },
      ],
    },
  };
  const peak = counts.reduce((best, count, i) => (count > (counts[best] ?? 0) ? i : best), 0);
  const histogramSummary = t('search.score.histogramSummary', {
    from: formatDuration(startMs),
    to: formatDuration(startMs + counts.length * binMs),
    peak: formatDuration(startMs + peak * binMs),
    count: counts[peak] ?? 0,
  });
  // The share is of the other finishers: the winner's 100 % reads as what it is, the fastest time.
  const faster =
    analysis.fasterThanPercent === 100
      ? t('search.score.fastest')
      : t('search.score.fasterThan', { percent: analysis.fasterThanPercent });
  return (
    <Box as="section" mt="10" aria-labelledby="score-analysis-title" data-testid="score-analysis">
      <Heading as="h3" size="md" mb="4" id="score-analysis-title">
        {t('search.score.analysis')}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        <Box>
          <Text fontWeight="semibold" mb="2">
            {t('search.score.paceChart')}
          </Text>
          <Chart
            options={paceOptions}
            data={paceData}
            label={t('search.score.paceChart')}
            testId="score-pace-chart"
          />
        </Box>
        <Box>
          <Text fontWeight="semibold" mb="2">
            {t('search.score.histogram')}
          </Text>
          <Chart
            options={histogramOptions}
            data={histogramData}
            label={`${faster} ${histogramSummary}`}
            testId="score-histogram"
          />
          <Text mt="2" fontWeight="semibold" data-testid="score-faster-than">
            {faster}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {histogramSummary}
          </Text>
        </Box>
      </SimpleGrid>
    </Box>
  );
}
