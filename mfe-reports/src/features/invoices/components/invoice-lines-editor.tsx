// An unpaid invoice's lines for those who manage it: add a line, remove or edit the deletable ones (the royalty and
// PR lines come from the report and stay), Save ("Changes saved"), Mark as paid. The contract's invoiceLinesBody
// checks the lines before they are sent; the API's errors land on the same fields.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { errorMessage, fieldErrors, toast } from '@abacus/shared';
import type { FranchiseInvoiceDetail } from '../api/get-month-invoice';
import { useSaveInvoiceLines } from '../api/save-invoice-lines';
import { invoiceMessage } from '../model/invoice-messages';
import {
  draftSum,
  draftsTotal,
  isDirty,
  type LineDraft,
  type LineErrors,
  newDraft,
  toDrafts,
  toLinesBody,
} from '../model/line-drafts';
import type { InvoicePeriod } from './invoice-card';
import { LineRow } from './line-row';
import { MarkPaidAction } from './mark-paid-action';
import { Money } from './money';

/** invoiceLinesBody's limit. */
const MAX_LINES = 50;

export function InvoiceLinesEditor({ invoice, period }: { invoice: FranchiseInvoiceDetail; period: InvoicePeriod }) {
  const { t } = useTranslation('reports');
  const [drafts, setDrafts] = useState(() => toDrafts(invoice.items));
  const [errors, setErrors] = useState<LineErrors>({});
  const save = useSaveInvoiceLines(period.ownerId, period.year, period.month);
  const dirty = isDirty(drafts, invoice.items);
  const total = draftsTotal(drafts);
  const col = (key: string) => t(`invoices.columns.${key}`);

  const change = (index: number, field: keyof LineDraft, value: string) => {
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, [field]: value } : d)));
    setErrors(({ [`${index}.${field}`]: _, non_field_errors: __, ...rest }) => rest);
  };
  const remove = (index: number) => {
    setDrafts((all) => all.filter((_, i) => i !== index));
    setErrors({});
  };
  const submit = () => {
    const checked = toLinesBody(drafts);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(
      { id: invoice.id, lines: checked.body },
      {
        onSuccess: () => toast('success', t('admin:form.saved')),
        onError: (error) => {
          const { detail, ...fields } = fieldErrors(error);
          const rest = detail ?? errorMessage(error);
          setErrors(
            Object.keys(fields).length || rest
              ? { ...fields, ...(rest ? { non_field_errors: rest } : {}) }
              : { non_field_errors: 'failed' },
          );
        },
      },
    );
  };

  return (
    <form
      className="invoice-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="admin-table-wrap">
        <table className="admin-table invoice-lines">
          <caption className="ui-visually-hidden">{t('invoices.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{col('name')}</th>
              <th scope="col" className="invoice-num">
                {col('quantity')}
              </th>
              <th scope="col" className="invoice-num">
                {col('price')}
              </th>
              <th scope="col" className="invoice-num">
                {col('sum')}
              </th>
              <th scope="col">
                <span className="ui-visually-hidden">{col('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((draft, index) => (
              <LineRow
                key={draft.key}
                draft={draft}
                index={index}
                currency={invoice.currency}
                sum={draftSum(draft)}
                errors={errors}
                onChange={change}
                onRemove={remove}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="invoice-editor__bar">
        <button
          type="button"
          className="ui-btn ui-btn--ghost"
          disabled={drafts.length >= MAX_LINES}
          onClick={() => setDrafts((all) => [...all, newDraft()])}
        >
          {t('invoices.addLine')}
        </button>
        <p className="invoice-total" data-testid="invoice-total">
          {t('invoices.total')} {total === null ? '—' : <Money amount={total} currency={invoice.currency} />}
        </p>
      </div>
      {errors.non_field_errors && (
        <p className="admin-form__error" role="alert">
          {invoiceMessage(errors.non_field_errors === 'failed' ? undefined : errors.non_field_errors, t)}
        </p>
      )}
      <div className="invoice-editor__actions">
        <button type="submit" className="ui-btn" disabled={!dirty || save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('admin:form.saving') : t('admin:form.save')}
        </button>
        {dirty && (
          <button
            type="button"
            className="ui-btn ui-btn--ghost"
            onClick={() => {
              setDrafts(toDrafts(invoice.items));
              setErrors({});
            }}
          >
            {t('invoices.undo')}
          </button>
        )}
        <MarkPaidAction
          invoice={invoice}
          period={period}
          disabledReason={dirty ? t('invoices.saveFirst') : undefined}
        />
      </div>
      {dirty && <p className="invoices-muted">{t('invoices.saveFirst')}</p>}
    </form>
  );
}
