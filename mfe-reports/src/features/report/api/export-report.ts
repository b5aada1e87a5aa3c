// GET billing/reports/monthly_report?user_id={id}&report_date=MM-01-YYYY: report.xlsx, read as a blob through the
// shared client (so it carries the Authorization header) and handed to the browser to save.
import { useMutation } from '@abacus/shared/query';
import { reportDate } from '@abacus/contract/finance';
import { api } from '@abacus/shared';

export interface ExportPeriod {
  ownerId: number;
  year: number;
  month: number;
}

async function exportReport({ ownerId, year, month }: ExportPeriod): Promise<Blob> {
  const { data } = await api.get<Blob>('billing/reports/monthly_report', {
    params: { user_id: ownerId, report_date: reportDate(year, month) },
    responseType: 'blob',
  });
  return data;
}

export const useExportReport = () => useMutation({ mutationFn: exportReport });
