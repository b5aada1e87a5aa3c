// Block of a student row (spec 002 section 4): the dialog lets the price be changed first ("Apply new price": only
// the changed values are sent and recorded) and the summer deactivation month be chosen (May-August, default
// August); Block is enabled only while the price is unchanged or the change has been applied. Then the student is
// blocked (DELETE users/user/{id}), the message says so (or blocked with a new price) and that they are unlocked in
// the Restore section, and the report is read again: their row turns red.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { failureText, NumberField, SchemaForm, useSchemaForm, useWatch } from '@abacus/admin-kit';
import { DEACTIVATION_MONTHS, type StudentPrices, studentPricesPatch } from '@abacus/contract/staff-tools-schema';
import { Modal, Spinner, toast } from '@abacus/shared';
import { useBlockStudent } from '../api/block-student';
import type { StudentReportRow } from '../api/get-students';
import { useRefreshReport } from '../api/refresh-report';
import { useSetDeactivationMonth } from '../api/set-deactivation-month';
import { useSavePrices, useStudentPrices } from '../api/student-prices';
import { changedPrices, type PriceTexts, pricesOf } from '@abacus/contract/student-prices';

export function BlockAction({ student }: { student: StudentReportRow }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const name = student.full_name || student.email;
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost report-action" onClick={() => setOpen(true)}>
        {t('report.block.action')}
      </button>
      {open && <BlockDialog id={student.id} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

interface DialogProps {
  id: number;
  name: string;
  onClose: () => void;
}

function BlockDialog({ id, name, onClose }: DialogProps) {
  const { t } = useTranslation('reports');
  const { t: tAdmin } = useTranslation('admin');
  const terms = useStudentPrices(id);
  return (
    <Modal title={t('report.block.title')} onClose={onClose} testId="report-block-dialog">
      {terms.isPending && <Spinner label={t('common:loading')} />}
      {terms.isError && (
        <p className="admin-form__error" role="alert">
          {failureText(terms.error, tAdmin)}
        </p>
      )}
      {terms.data && <BlockSteps id={id} name={name} terms={terms.data} onClose={onClose} />}
    </Modal>
  );
}

function BlockSteps({ id, name, terms, onClose }: DialogProps & { terms: StudentPrices }) {
  const { t } = useTranslation('reports');
  const { t: tAdmin } = useTranslation('admin');
  const [saved, setSaved] = useState(() => pricesOf(terms));
  const [applied, setApplied] = useState(false);
  const [month, setMonth] = useState(terms.deactivation_month);
  const [error, setError] = useState<string>();
  const savePrices = useSavePrices(id);
  const setDeactivation = useSetDeactivationMonth(id);
  const block = useBlockStudent(id);
  const refresh = useRefreshReport();
  const form = useSchemaForm(studentPricesPatch, saved);
  const typed = useWatch({ control: form.control }) as PriceTexts;
  const pendingPrice = Object.keys(changedPrices(saved, { ...saved, ...typed })).length > 0;
  const busy = block.isPending || setDeactivation.isPending;

  const apply = async () => {
    const changed = changedPrices(saved, form.getValues() as PriceTexts);
    if (!Object.keys(changed).length) return;
    try {
      const next = pricesOf(await savePrices.mutateAsync(changed));
      setSaved(next);
      form.reset(next);
      setApplied(true);
    } catch (failure) {
      form.setError('price', { message: failureText(failure, tAdmin) });
    }
  };

  const confirm = async () => {
    setError(undefined);
    try {
      if (month !== terms.deactivation_month) await setDeactivation.mutateAsync(month);
      await block.mutateAsync();
      toast('success', t(applied ? 'report.block.doneWithPrice' : 'report.block.done', { name }));
      void refresh();
      onClose();
    } catch (failure) {
      setError(failureText(failure, tAdmin));
    }
  };

  return (
    <div className="report-block">
      <p>{t('report.block.question', { name })}</p>
      <p className="report-muted">{t('report.block.explained')}</p>
      <h3 className="report-block__step">{t('report.block.priceStep')}</h3>
      <SchemaForm form={form} onSubmit={apply} submitLabel={t('report.block.applyPrice')} testId="report-block-price">
        <NumberField name="price" label={t('report.price.price')} />
        <NumberField name="price_first_month" label={t('report.price.priceFirstMonth')} />
      </SchemaForm>
      {applied && !pendingPrice && <p className="report-block__applied">{t('report.block.priceApplied')}</p>}
      <label className="report-block__month">
        <span>{t('report.block.month')}</span>
        <select className="admin-input" value={month} onChange={(e) => setMonth(Number(e.target.value))}>
          {DEACTIVATION_MONTHS.map((m) => (
            <option key={m} value={m}>
              {t(`months.${m}`)}
            </option>
          ))}
        </select>
      </label>
      {pendingPrice && <p className="report-muted">{t('report.block.applyFirst')}</p>}
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-confirm__actions">
        <button type="button" className="ui-btn ui-btn--ghost" onClick={onClose} disabled={busy} autoFocus>
          {t('report.block.cancel')}
        </button>
        <button
          type="button"
          className="ui-btn admin-btn--danger"
          onClick={confirm}
          disabled={busy || pendingPrice}
          aria-busy={busy}
        >
          {t('report.block.confirm')}
        </button>
      </div>
    </div>
  );
}
