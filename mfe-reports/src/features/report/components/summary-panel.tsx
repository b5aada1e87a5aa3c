// The month's summary (spec 002 section 3 "Report, franchise summary"): students (active, inactive), the minimum and
// average price, turnover, PR, royalty and discount (percent and sum), what is owed and the bonus days. A franchise
// without students shows the blank row's note (the default royalty); a network whose franchises count in several
// currencies shows no sums (euros and hryvnias added up meant nothing), only its students, and says so.
import type { ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { FranchiseSummary } from '@abacus/contract/finance-schema';
import { percent } from '../model/figures';
import { Amount, Figure } from './amount';

interface Props {
  summary: FranchiseSummary;
  /** The sums of the franchises under a master franchise or the network. */
  combined?: boolean;
}

export function SummaryPanel({ summary: s, combined = false }: Props) {
  const { t } = useTranslation('reports');
  const c = s.currency;
  const sums = !combined || c !== null;
  return (
    <section className="report-summary" aria-label={t('report.summary.label')} data-testid="report-summary">
      <dl className="report-summary__grid">
        <Item id="students" label={t('report.summary.students')}>
          <Figure>{s.students.total}</Figure>
          <small>
            {t('report.summary.activeInactive', { active: s.students.active, inactive: s.students.inactive })}
          </small>
        </Item>
        {!combined && (
          <Item id="price-min" label={t('report.summary.priceMin')}>
            <Amount value={s.price_min} currency={c} />
          </Item>
        )}
        {sums && <Sums summary={s} combined={combined} />}
        {!combined && (
          <Item id="bonus-days" label={t('report.summary.bonusDays')}>
            <Figure>{s.bonus_days}</Figure>
          </Item>
        )}
      </dl>
      {s.blank && !combined && <p className="report-note">{t('report.summary.blank')}</p>}
      {!sums && <p className="report-note">{t('report.summary.mixedCurrencies')}</p>}
    </section>
  );
}

/** The money of the summary, in its currency. */
function Sums({ summary: s, combined }: { summary: FranchiseSummary; combined: boolean }) {
  const { t } = useTranslation('reports');
  const c = s.currency;
  return (
    <>
      <Item id="price" label={t('report.summary.price')}>
        <Amount value={s.price} currency={c} />
      </Item>
      <Item id="turnover" label={t('report.summary.turnover')}>
        <Amount value={s.turnover} currency={c} />
      </Item>
      <Item id="pr" label={t('report.summary.pr')}>
        <Amount value={s.pr_sum} currency={c} />
        {!combined && <small dir="ltr">{percent(s.pr_deposit)}</small>}
      </Item>
      <Item id="royalty" label={t('report.summary.royalty')}>
        <Amount value={s.royalty_sum} currency={c} />
        {!combined && <small dir="ltr">{percent(s.royalty)}</small>}
      </Item>
      <Item id="discount" label={t('report.summary.discount')}>
        <Amount value={s.discount_sum} currency={c} />
        {!combined && <small dir="ltr">{percent(s.discount)}</small>}
      </Item>
      <Item id="total" label={t('report.summary.total')} strong>
        <Amount value={s.total} currency={c} />
      </Item>
    </>
  );
}

function Item({ id, label, strong, children }: { id: string; label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className={`report-summary__item${strong ? ' report-summary__item--total' : ''}`} data-figure={id}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
