// The Report tab of the reports screen (spec 002 section 2 "Reports screen"; issue 13): registered in
// src/app/report-tabs.ts.
export { ReportTab, type ReportTabProps } from './components/report-tab';
