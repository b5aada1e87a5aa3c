// The steps of a student row's Block dialog (block-action.tsx): the price form, the deactivation month, Block.
// Loaded when the dialog opens: the report's first load carries no form kit and no schema.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { failureText, NumberField, SchemaForm, useSchemaForm, useWatch } from '@abacus/admin-kit';
import { DEACTIVATION_MONTHS, type StudentPrices, studentPricesPatch } from '@abacus/contract/staff-tools-schema';
import { changedPrices, type PriceTexts, pricesOf } from '@abacus/contract/student-prices';
import { toast } from '@abacus/shared';
import { useBlockStudent } from '../api/block-student';
import { useRefreshReport } from '../api/refresh-report';
import { useSetDeactivationMonth } from '../api/set-deactivation-month';
import { useSavePrices } from '../api/student-prices';
import type { BlockDialogProps } from './block-action';

export function BlockSteps({ id, name, terms, onClose }: BlockDialogProps & { terms: StudentPrices }) {
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
