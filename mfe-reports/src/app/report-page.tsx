// The reports screen of one franchise (spec 002 section 2 "Reports screen"): its name, the month and year, and the
// registered tabs (report-tabs.ts), all kept in the URL.
import { Suspense, useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useSearchParams } from '@abacus/shared/router';
import { TabPanel, Tabs } from '@abacus/admin-kit';
import type { ReportTab } from '@abacus/contract/finance';
import { Spinner } from '@abacus/shared';
import { ProfileLink } from '@/lib/profile-link';
import type { ReportOwner } from './api/get-report-owner';
import { readReportState, withPeriod, withTab } from './model/report-params';
import { PeriodSelect } from './period-select';
import { reportTabs } from './report-tabs';
import './report-page.css';

const TAB_KEYS = reportTabs.map((tab) => tab.key);

export function ReportPage({ owner }: { owner: ReportOwner }) {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const state = readReportState(params, now, TAB_KEYS);
  const active = reportTabs.find((tab) => tab.key === state.tab) ?? reportTabs[0];
  const Screen = active.Component;
  return (
    <section className="reports-page" data-testid="reports-page">
      <header className="reports-page__head">
        <h2 className="reports-page__title">{owner.name}</h2>
        <ProfileLink id={owner.id} className="ui-btn ui-btn--ghost reports-page__profile">
          {t('page.profile')}
        </ProfileLink>
        {active.monthly && (
          <PeriodSelect
            month={state.month}
            year={state.year}
            now={now}
            onChange={(period) => setParams((current) => withPeriod(current, period))}
          />
        )}
      </header>
      <Tabs
        tabs={reportTabs.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
        active={active.key}
        onChange={(key) => setParams((current) => withTab(current, key as ReportTab))}
        label={t('page.sections')}
      />
      <TabPanel tab={active.key}>
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <Screen ownerId={owner.id} year={state.year} month={state.month} />
        </Suspense>
      </TabPanel>
    </section>
  );
}
