// Beyond the spec: played and correct answers of the last 30 days, because children and parents
// would rather look than read. A hand-drawn SVG (no chart library), with the figures in a table for
// screen readers.
import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ListState } from '@/components/list-state';
import { useDailyStatistic, type DailyStatistic } from '../api/get-daily-statistic';
import { CHART, chartLayout, chartTotals, chartWidth } from '../model/chart';
import { isoDateToDotted } from '@/lib/dates';
import '../statistic.css';

/** Thirty days without a single game is shown as the empty text, not as a flat chart. */
const daysWithGames = (days: DailyStatistic[]) => (chartTotals(days).played > 0 ? days : []);

export function DailyChart({ studentId }: { studentId: number }) {
  const { t } = useTranslation('student');
  const query = useDailyStatistic(studentId);
  return (
    <ListState
      query={query}
      rows={daysWithGames}
      emptyText={t('statistic.chart.empty')}
      errorText={t('statistic.chart.error')}
      retry
      testId="chart"
    >
      {(days) => <Chart days={days} />}
    </ListState>
  );
}

/** The box's width in pixels, read before the first paint (so the chart is never drawn twice in two sizes) and again
 * when it changes; 0 where it cannot be measured. */
function useBoxWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const read = () => setWidth(box.clientWidth);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function Chart({ days }: { days: DailyStatistic[] }) {
  const { t, i18n } = useTranslation('student');
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const width = chartWidth(useBoxWidth(box));
  const totals = chartTotals(days);
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const layout = chartLayout(days, rtl, width);
  const tickX = rtl ? width - CHART.axis + 6 : CHART.axis - 6;
  const describe = (date: string, played: number, correct: number) =>
    t('statistic.chart.day', { date: isoDateToDotted(date), played, correct });

  return (
    <figure className="daily-chart" data-testid="daily-chart" ref={box}>
      <ul className="daily-chart__legend">
        <li className="daily-chart__key daily-chart__key--played">{t('statistic.played')}</li>
        <li className="daily-chart__key daily-chart__key--correct">{t('statistic.correct')}</li>
      </ul>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: labelled by the visible summary of the same figures (aria-labelledby) */}
      <svg viewBox={`0 0 ${width} ${CHART.height}`} role="img" aria-labelledby={`${id}-summary`}>
        {layout.ticks.map((tick) => (
          <g key={tick.value} className="daily-chart__grid">
            <line
              x1={rtl ? CHART.end : CHART.axis}
              x2={rtl ? width - CHART.axis : width - CHART.end}
              y1={tick.y}
              y2={tick.y}
            />
            <text x={tickX} y={tick.y} textAnchor={rtl ? 'start' : 'end'} dominantBaseline="middle">
              {tick.value}
            </text>
          </g>
        ))}
        {layout.bars.map((bar) => (
          <g key={bar.date}>
            <title>{describe(bar.date, bar.total, bar.right)}</title>
            <rect
              className="daily-chart__played"
              x={bar.x}
              width={bar.width}
              y={layout.baseline - bar.totalHeight}
              height={bar.totalHeight}
              rx={2}
            />
            <rect
              className="daily-chart__correct"
              x={bar.x}
              width={bar.width}
              y={layout.baseline - bar.rightHeight}
              height={bar.rightHeight}
              rx={2}
            />
          </g>
        ))}
        {layout.labels.map((label) => (
          <text key={label.text} className="daily-chart__label" x={label.x} y={CHART.height - 6} textAnchor="middle">
            {label.text}
          </text>
        ))}
      </svg>
      <figcaption id={`${id}-summary`} data-testid="chart-summary">
        {t('statistic.chart.summary', { played: totals.played, correct: totals.correct })}
      </figcaption>
      <div className="ui-visually-hidden">
        <table>
          <caption>{t('statistic.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('statistic.date')}</th>
              <th scope="col">{t('statistic.played')}</th>
              <th scope="col">{t('statistic.correct')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{isoDateToDotted(day.date)}</th>
                <td>{day.total}</td>
                <td>{day.right_answers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
