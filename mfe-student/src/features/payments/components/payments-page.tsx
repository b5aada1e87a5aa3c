// /dashboard-student/history: the paid invoices of the viewed student.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Spinner } from '@abacus/shared';
import { useViewedStudent } from '../../wrapper/hooks/use-viewed-student';
import { readOnlyFrom, withReadOnly } from '../../wrapper/model/read-only';
import { useLanguage } from '../../../lib/use-language';
import { usePaidInvoices } from '../api/get-paid-invoices';
import { PaymentsTable } from './payments-table';
import '../payments.css';

export function PaymentsPage() {
  const { t } = useTranslation('student');
  const { search } = useLocation();
  const viewed = useViewedStudent();
  return (
    <div className="payments-page" data-testid="payments-page">
      <Link className="payments-page__back" to={withReadOnly('/dashboard-student', readOnlyFrom(search))}>
        {t('payments.back')}
      </Link>
      <h1>{t('payments.title')}</h1>
      {viewed && <Payments studentId={viewed.studentId} />}
    </div>
  );
}

function Payments({ studentId }: { studentId: number }) {
  const { t } = useTranslation('student');
  const lang = useLanguage();
  const query = usePaidInvoices(studentId);
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError) {
    return (
      <div className="payments-note payments-note--error" role="alert">
        <p>{t('payments.error')}</p>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void query.refetch()}>
          {t('payments.retry')}
        </button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="payments-note" data-testid="payments-empty">{t('payments.empty')}</p>;
  return <PaymentsTable invoices={query.data} lang={lang} />;
}
