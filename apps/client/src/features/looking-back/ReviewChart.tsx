import type { ReviewPeriod } from '@/gql/graphql';
import { chartData } from '@/features/looking-back/review-chart-data';
import type { ChartBar, ChartData, CountedDay } from '@/features/looking-back/review-chart-data';
import { MESSAGES } from '@/shared/messages';
import { MOOD_OPTIONS } from '@/shared/moods';

// The drawing's own units: it scales to the panel's width and keeps its proportions, so a dot stays round.
const WIDTH = 320;
const HEIGHT = 100;
/** Room above the tallest bar and the best mood, for the dots. */
const TOP = 6;
const BASELINE = HEIGHT - 2;
const MOOD_MIN = 1;
const MOOD_MAX = 5;

export interface ReviewChartProps {
  period: ReviewPeriod;
  start: string;
  end: string;
  days: readonly CountedDay[];
}

/** The mood an average is nearest to: "Good" for 4.2. */
function nearestMood(average: number): string {
  const index = Math.min(MOOD_OPTIONS.length, Math.max(MOOD_MIN, Math.round(average))) - 1;
  return MOOD_OPTIONS[index].label;
}

/**
 * A small chart of a review's period (issue 24 §5): a bar for each day (each month of a year) by how many
 * entries were written, and the mood given to them as a line of dots, awful at the bottom, great at the top.
 * Said to a screen reader as one image with a summary, then in full by a table out of sight. Drawn only for a
 * period with entries.
 */
export function ReviewChart({ period, start, end, days }: ReviewChartProps) {
  const data = chartData(period, start, end, days);
  const most = Math.max(1, ...data.bars.map((bar) => bar.entries));
  const slot = WIDTH / data.bars.length;
  const first = data.bars[0];
  const last = data.bars[data.bars.length - 1];

  return (
    <figure className="review-chart">
      <svg
        className="review-chart__drawing"
        role="img"
        aria-label={chartSummary(data)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        focusable="false"
      >
        <line className="review-chart__baseline" x1={0} x2={WIDTH} y1={BASELINE} y2={BASELINE} />
        {data.bars.map((bar, index) =>
          bar.entries > 0 ? (
            <rect
              key={bar.key}
              className="review-chart__bar"
              x={index * slot + slot * 0.15}
              width={slot * 0.7}
              y={BASELINE - (bar.entries / most) * (BASELINE - TOP)}
              height={(bar.entries / most) * (BASELINE - TOP)}
              rx={Math.min(2, slot * 0.2)}
            />
          ) : null,
        )}
        <MoodLine bars={data.bars} slot={slot} />
      </svg>
      <div className="review-chart__axis" aria-hidden="true">
        <span>{first.shortLabel}</span>
        <span>{last.shortLabel}</span>
      </div>
      <figcaption className="review-chart__legend" aria-hidden="true">
        <span className="review-chart__key">
          <span className="review-chart__swatch review-chart__swatch--bar" />
          {MESSAGES.reviewChartBarKey(data.unit, most)}
        </span>
        <span className="review-chart__key">
          <span className="review-chart__swatch review-chart__swatch--mood" />
          {MESSAGES.reviewChartMoodKey}
        </span>
      </figcaption>
      <ChartTable data={data} />
    </figure>
  );
}

function moodY(mood: number): number {
  return BASELINE - ((mood - MOOD_MIN) / (MOOD_MAX - MOOD_MIN)) * (BASELINE - TOP);
}

/** The mood of each bar that has one, joined in order; a period without moods draws none. */
function MoodLine({ bars, slot }: { bars: readonly ChartBar[]; slot: number }) {
  const points = bars.flatMap((bar, index) =>
    bar.mood === null ? [] : [{ key: bar.key, x: index * slot + slot / 2, y: moodY(bar.mood) }],
  );
  if (points.length === 0) return null;
  return (
    <g className="review-chart__mood">
      {points.length > 1 && (
        <polyline
          className="review-chart__mood-line"
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
        />
      )}
      {points.map((point) => (
        <circle key={point.key} className="review-chart__mood-dot" cx={point.x} cy={point.y} r={3} />
      ))}
    </g>
  );
}

/** What the chart shows, in a sentence: the entries, the busiest day and the range of moods. */
function chartSummary({ unit, bars }: ChartData): string {
  const written = bars.filter((bar) => bar.entries > 0);
  const entries = written.reduce((sum, bar) => sum + bar.entries, 0);
  const parts = [MESSAGES.reviewChartSummary(unit, entries, written.length)];
  const busiest = written.reduce<ChartBar | null>(
    (best, bar) => (best === null || bar.entries > best.entries ? bar : best),
    null,
  );
  if (busiest) parts.push(MESSAGES.reviewChartBusiest(busiest.label, busiest.entries));
  const moods = bars.flatMap((bar) => (bar.mood === null ? [] : [bar.mood]));
  parts.push(
    moods.length > 0
      ? MESSAGES.reviewChartMoodRange(nearestMood(Math.min(...moods)), nearestMood(Math.max(...moods)))
      : MESSAGES.reviewChartNoMood,
  );
  return parts.join('; ');
}

/** The chart's numbers in full, for a screen reader: each day (or month) written on. */
function ChartTable({ data }: { data: ChartData }) {
  const written = data.bars.filter((bar) => bar.entries > 0);
  return (
    <table className="ui-visually-hidden">
      <caption>{MESSAGES.reviewChartCaption(data.unit)}</caption>
      <thead>
        <tr>
          <th scope="col">{MESSAGES.reviewChartUnit[data.unit]}</th>
          <th scope="col">{MESSAGES.reviewChartEntries}</th>
          <th scope="col">{MESSAGES.reviewChartMood}</th>
        </tr>
      </thead>
      <tbody>
        {written.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{bar.label}</th>
            <td>{bar.entries}</td>
            <td>{bar.mood === null ? '—' : nearestMood(bar.mood)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
