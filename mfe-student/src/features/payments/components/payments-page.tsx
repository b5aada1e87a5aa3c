// /dashboard-student/history: the paid invoices of the viewed student.
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link } from '@abacus/shared/router';
import { useAreaLink } from '@/lib/viewed-student/use-area-link';
import { useViewedStudent } from '@/lib/viewed-student/use-viewed-student';
import { ListState } from '@/components/list-state';
import { useLanguage } from '@/lib/use-language';
import { usePaidInvoices } from '../api/get-paid-invoices';
import { PaymentsTable } from './payments-table';
import '../payments.css';

export function PaymentsPage() {
  const { t } = useTranslation('student');
  const link = useAreaLink();
  const viewed = useViewedStudent();
  return (
    <div className="payments-page" data-testid="payments-page">
      <Link className="payments-page__back" to={link('/dashboard-student')}>
        {t('area.backToDashboard')}
      </Link>
      <h1>{t('payments.title')}</h1>
      {viewed && <Payments studentId={viewed.studentId} timeZone={viewed.viewer.timezone} />}
    </div>
  );
}

function Payments({ studentId, timeZone }: { studentId: number; timeZone: string | undefined }) {
  const { t } = useTranslation('student');
  const lang = useLanguage();
  const query = usePaidInvoices(studentId);
  return (
    <ListState query={query} emptyText={t('payments.empty')} errorText={t('payments.error')} retry testId="payments">
      {(invoices) => <PaymentsTable invoices={invoices} lang={lang} timeZone={timeZone} />}
    </ListState>
  );
}
