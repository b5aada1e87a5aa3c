// The tabs of the reports screen (spec 002 section 2 "Reports screen": Report, Invoices, History), in their order.
// Each feature brings one screen; the page draws only the tabs listed here, and a URL naming another tab opens the
// first. Add a tab: one entry, its label in src/locales/<lang>.json under `tabs`.
import { type ComponentType, lazy } from 'react';
import type { ReportTab } from '@abacus/contract/finance';
import { withRetry } from '@abacus/shared/lazy-retry';

/** What every tab is given: whose report (the resolved user id, never `me`) and which month (1-12). */
export interface ReportTabProps {
  ownerId: number;
  year: number;
  month: number;
}

export interface ReportTabDef {
  key: ReportTab;
  /** An i18n key of the reports namespace. */
  label: string;
  Component: ComponentType<ReportTabProps>;
  /** Whether the tab shows the month of the header's month and year; the header hides them on a tab that does not
   * (History has its own from-to period), so no control on screen does nothing. */
  monthly: boolean;
}

const HistoryTab = lazy(
  withRetry(() => import('@/features/history/components/history-tab').then((m) => ({ default: m.HistoryTab }))),
);

export const reportTabs: ReportTabDef[] = [
  {
    key: 'report',
    label: 'report.tab',
    monthly: true,
    Component: lazy(
      withRetry(() =>
        import(/* webpackChunkName: "screen-report" */ '@/features/report').then((m) => ({ default: m.ReportTab })),
      ),
    ),
  },
  {
    key: 'invoice',
    label: 'tabs.invoice',
    monthly: true,
    Component: lazy(withRetry(() => import('@/features/invoices').then((m) => ({ default: m.InvoicesTab })))),
  },
  { key: 'history', label: 'tabs.history', monthly: false, Component: HistoryTab },
];
