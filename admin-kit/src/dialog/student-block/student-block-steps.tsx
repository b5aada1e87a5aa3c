// The steps of a student's Block dialog (student-block-dialog.tsx): the price form, the deactivation month, Block.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { DEACTIVATION_MONTHS, type StudentPrices, studentPricesForm } from '@abacus/contract/staff-tools-schema';
import { changedPrices, type PriceTexts, pricesOf } from '@abacus/contract/student-prices';
import { toast } from '@abacus/shared';
import { useWatch } from 'react-hook-form';
import { NumberField } from '../../form/inputs';
import { ConfirmActions } from '../confirm-dialog';
import { SchemaForm } from '../../form/schema-form';
import { useSchemaForm } from '../../form/use-schema-form';
import { failureText } from '../../messages/server-message';
import type { StudentBlockDialogProps } from './student-block-dialog';
import { useBlockStudent, useSaveStudentPrices, useSetDeactivationMonth } from './student-terms';

type Props = StudentBlockDialogProps & { terms: StudentPrices };

const monthNames = (language: string) =>
  new Intl.DateTimeFormat(language === 'ua' ? 'uk' : language, { month: 'long', timeZone: 'UTC' });

export function StudentBlockSteps({ id, name, terms, onClose, onChanged }: Props) {
  const { t, i18n } = useTranslation('admin');
  const [saved, setSaved] = useState(() => pricesOf(terms));
  const [applied, setApplied] = useState(false);
  const [month, setMonth] = useState(terms.deactivation_month);
  const [error, setError] = useState<string>();
  const savePrices = useSaveStudentPrices(id);
  const setDeactivation = useSetDeactivationMonth(id);
  const block = useBlockStudent(id);
  const form = useSchemaForm(studentPricesForm(saved), saved);
  const typed = useWatch({ control: form.control }) as PriceTexts;
  const pendingPrice = Object.keys(changedPrices(saved, { ...saved, ...typed })).length > 0;
  const busy = block.isPending || setDeactivation.isPending;
  const monthName = monthNames(i18n.language);

  const apply = async () => {
    const changed = changedPrices(saved, form.getValues() as PriceTexts);
    if (!Object.keys(changed).length) return;
    try {
      const next = pricesOf(await savePrices.mutateAsync(changed));
      setSaved(next);
      form.reset(next);
      setApplied(true);
      onChanged?.();
    } catch (failure) {
      form.setError('price', { message: failureText(failure, t) });
    }
  };

  const confirm = async () => {
    setError(undefined);
    try {
      if (month !== terms.deactivation_month) await setDeactivation.mutateAsync(month);
      await block.mutateAsync();
      toast('success', t(applied ? 'block.doneWithPrice' : 'block.done', { name }));
      onChanged?.();
      onClose();
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  return (
    <div className="admin-block">
      <p>{t('block.question', { name })}</p>
      <p className="admin-block__muted">{t('block.explained')}</p>
      <h3 className="admin-block__step">{t('block.priceStep')}</h3>
      <SchemaForm form={form} onSubmit={apply} submitLabel={t('block.applyPrice')} testId="block-price-form">
        <NumberField name="price" label={t('block.price')} />
        <NumberField name="price_first_month" label={t('block.priceFirstMonth')} />
      </SchemaForm>
      {applied && !pendingPrice && <p className="admin-block__applied">{t('block.priceApplied')}</p>}
      <label className="admin-block__month">
        <span>{t('block.month')}</span>
        <select className="admin-input" value={month} onChange={(e) => setMonth(Number(e.target.value))}>
          {DEACTIVATION_MONTHS.map((m) => (
            <option key={m} value={m}>
              {monthName.format(new Date(Date.UTC(2026, m - 1, 15)))}
            </option>
          ))}
        </select>
      </label>
      {pendingPrice && <p className="admin-block__muted">{t('block.applyFirst')}</p>}
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
      <ConfirmActions
        confirmLabel={t('block.confirm')}
        onConfirm={confirm}
        onCancel={onClose}
        pending={busy}
        disabled={pendingPrice}
      />
    </div>
  );
}
