// The steps of a student's block dialog (student-block-dialog.tsx): the price form, the deactivation month, Block.
// Loaded when the dialog opens: the list's first load carries no form kit and no schema.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { failureText, NumberField, SchemaForm, useSchemaForm, useWatch } from '@abacus/admin-kit';
import { DEACTIVATION_MONTHS, type StudentPrices, studentPricesPatch } from '@abacus/contract/staff-tools-schema';
import { changedPrices, type PriceTexts, pricesOf } from '@abacus/contract/student-prices';
import { toast } from '@abacus/shared';
import { useBlockUser } from '../api/block-user';
import { useSavePrices, useSetDeactivationMonth } from '../api/student-terms';
import type { StudentBlockProps } from './student-block-dialog';

export function BlockSteps({ id, name, terms, onClose }: StudentBlockProps & { terms: StudentPrices }) {
  const { t, i18n } = useTranslation('staff');
  const [saved, setSaved] = useState(() => pricesOf(terms));
  const [applied, setApplied] = useState(false);
  const [month, setMonth] = useState(terms.deactivation_month);
  const [error, setError] = useState<string>();
  const savePrices = useSavePrices(id);
  const setDeactivation = useSetDeactivationMonth(id);
  const block = useBlockUser();
  const form = useSchemaForm(studentPricesPatch, saved);
  const typed = useWatch({ control: form.control }) as PriceTexts;
  const pendingPrice = Object.keys(changedPrices(saved, { ...saved, ...typed })).length > 0;
  const busy = block.isPending || setDeactivation.isPending;
  const monthName = new Intl.DateTimeFormat(i18n.language === 'ua' ? 'uk' : i18n.language, { month: 'long' });

  const apply = async () => {
    const changed = changedPrices(saved, form.getValues() as PriceTexts);
    if (!Object.keys(changed).length) return;
    try {
      const next = pricesOf(await savePrices.mutateAsync(changed));
      setSaved(next);
      form.reset(next);
      setApplied(true);
    } catch (failure) {
      form.setError('price', { message: failureText(failure, t) });
    }
  };

  const confirm = async () => {
    setError(undefined);
    try {
      if (month !== terms.deactivation_month) await setDeactivation.mutateAsync(month);
      await block.mutateAsync(id);
      toast('success', t(applied ? 'lists.block.doneWithPrice' : 'lists.block.done', { name }));
      onClose();
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  return (
    <div className="staff-block">
      <p>{t('lists.block.question', { name })}</p>
      <p className="staff-muted">{t('lists.block.explained')}</p>
      <h3 className="staff-block__step">{t('lists.block.priceStep')}</h3>
      <SchemaForm form={form} onSubmit={apply} submitLabel={t('lists.block.applyPrice')} testId="block-price-form">
        <NumberField name="price" label={t('lists.block.price')} />
        <NumberField name="price_first_month" label={t('lists.block.priceFirstMonth')} />
      </SchemaForm>
      {applied && !pendingPrice && <p className="staff-block__applied">{t('lists.block.priceApplied')}</p>}
      <label className="staff-block__month">
        <span>{t('lists.block.month')}</span>
        <select className="admin-input" value={month} onChange={(e) => setMonth(Number(e.target.value))}>
          {DEACTIVATION_MONTHS.map((m) => (
            <option key={m} value={m}>
              {monthName.format(new Date(Date.UTC(2026, m - 1, 15)))}
            </option>
          ))}
        </select>
      </label>
      {pendingPrice && <p className="staff-muted">{t('lists.block.applyFirst')}</p>}
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-confirm__actions">
        <button type="button" className="ui-btn ui-btn--ghost" onClick={onClose} disabled={busy} autoFocus>
          {t('lists.block.cancel')}
        </button>
        <button
          type="button"
          className="ui-btn admin-btn--danger"
          onClick={confirm}
          disabled={busy || pendingPrice}
          aria-busy={busy}
        >
          {t('lists.block.confirm')}
        </button>
      </div>
    </div>
  );
}
