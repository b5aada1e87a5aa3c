// One line in the editor: the royalty and PR lines as text (they come from the report), a service line as inputs
// with their errors underneath, its sum, and Remove.
import { useTranslation } from '@abacus/shared/i18n-react';
import type { LineDraft, LineErrors } from '../model/line-drafts';
import { invoiceMessage } from '../model/invoice-messages';
import { Money } from './money';

interface Props {
  draft: LineDraft;
  index: number;
  currency: string;
  sum: string | null;
  errors: LineErrors;
  onChange: (index: number, field: keyof LineDraft, value: string) => void;
  onRemove: (index: number) => void;
}

const FIELDS = ['name', 'quantity', 'price'] as const;

export function LineRow({ draft, index, currency, sum, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation('reports');
  const col = (key: string) => t(`invoices.columns.${key}`);
  const number = index + 1;
  const cells = FIELDS.map((field) => {
    const error =
      errors[`${index}.${field}`] ?? (field === 'name' ? (errors[`${index}`] ?? errors[`${index}.id`]) : undefined);
    const id = `invoice-line-${index}-${field}`;
    const numeric = field !== 'name';
    if (!draft.isDeletable) {
      return (
        <td key={field} data-label={col(field)} className={numeric ? 'invoice-num' : undefined}>
          {field === 'price' ? (
            <Money amount={draft.price} currency={currency} />
          ) : field === 'name' ? (
            <div>
              {draft.name}
              <span className="invoices-muted invoice-fixed">{t('invoices.fixedLine')}</span>
            </div>
          ) : (
            draft[field]
          )}
        </td>
      );
    }
    return (
      <td key={field} data-label={col(field)} className={numeric ? 'invoice-num' : undefined}>
        <input
          id={id}
          className={`admin-input invoice-input invoice-input--${field}`}
          value={draft[field]}
          inputMode={field === 'quantity' ? 'numeric' : field === 'price' ? 'decimal' : undefined}
          dir={numeric ? 'ltr' : undefined}
          aria-label={t('invoices.fieldOfLine', { field: col(field), number })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(index, field, event.target.value)}
        />
        {error && (
          <p className="admin-field__error" id={`${id}-error`}>
            {invoiceMessage(error, t, field === 'price' ? undefined : field)}
          </p>
        )}
      </td>
    );
  });
  return (
    <tr data-testid="invoice-line">
      {cells}
      <td data-label={col('sum')} className="invoice-num">
        {sum === null ? '—' : <Money amount={sum} currency={currency} />}
      </td>
      <td data-label={col('actions')}>
        {draft.isDeletable && (
          <button
            type="button"
            className="ui-btn ui-btn--ghost invoice-remove"
            aria-label={t('invoices.removeLine', { number })}
            onClick={() => onRemove(index)}
          >
            {t('invoices.remove')}
          </button>
        )}
      </td>
    </tr>
  );
}
