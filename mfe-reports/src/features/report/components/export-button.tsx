// Export (Excel): report.xlsx of the month, downloaded as a blob with the session's token and saved through a
// temporary object URL; the button shows progress, and a failure is said beside it.
import { useTranslation } from '@abacus/shared/i18n-react';
import { type ExportPeriod, useExportReport } from '../api/export-report';

/** Hands a downloaded file to the browser to save under `name`. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ExportButton({ period }: { period: ExportPeriod }) {
  const { t } = useTranslation('reports');
  const exporting = useExportReport();
  const run = () =>
    exporting.mutate(period, {
      onSuccess: (blob) => saveFile(blob, 'report.xlsx'),
    });
  return (
    <div className="report-export">
      <button
        type="button"
        className="ui-btn"
        onClick={run}
        disabled={exporting.isPending}
        aria-busy={exporting.isPending}
      >
        {exporting.isPending ? t('report.export.busy') : t('report.export.action')}
      </button>
      {exporting.isError && (
        <p className="admin-form__error" role="alert">
          {t('report.export.failed')}
        </p>
      )}
    </div>
  );
}
