// The reports remote's routes, inside the staff frame: /dashboard/reports/{id|me}; anything else is the 404 page.
import { useTranslation } from '@abacus/shared/i18n-react';
import { Route, Routes } from '@abacus/shared/router';
import { useAdminTexts } from '@abacus/admin-kit';
import { NotFoundPage, Spinner } from '@abacus/shared';
import { ReportRoute } from './report-route';

export function ReportsScreens() {
  const { t } = useTranslation('reports');
  if (!useAdminTexts()) return <Spinner label={t('common:loading')} />;
  return (
    <Routes>
      <Route path="/dashboard/reports/:id" element={<ReportRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
