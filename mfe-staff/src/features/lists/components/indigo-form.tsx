// The form of the Indigo-dollars action (indigo-action.tsx), loaded when the dialog opens: the list's first load
// carries no form kit and no schema.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, SchemaForm, TextField, useSchemaForm } from '@abacus/admin-kit';
import { indigoGrantBody, type IndigoShortStudent, LARGE_GRANT } from '@abacus/contract/indigo-schema';
import { toast } from '@abacus/shared';
import { shortStudentsOf } from '../model/short-students';
import { useBalance } from '@/lib/indigo/get-balance';
import { useGrantIndigo } from '../api/grant-indigo';
import type { IndigoTarget } from './indigo-action';

export function IndigoForm({ target, onDone }: { target: IndigoTarget; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const grant = useGrantIndigo();
  const [formError, setFormError] = useState<string>();
  // A large amount is given only when submitted twice as it is (a tester gave a child 100000 i$ with one typo).
  const [checkedAmount, setCheckedAmount] = useState<string>();
  // A refused withdrawal names whose balance is short (a group's: which child), so nobody has to open each balance.
  const [refused, setRefused] = useState<{ amount: string; short: IndigoShortStudent[] }>();
  const form = useSchemaForm(indigoGrantBody, { ...target, amount: '', reason: '' });
  const amount = String(form.watch('amount') ?? '');
  // Shown for the amount it answered only: a changed amount is a new question.
  const short = refused?.amount === amount ? refused.short : [];
  const submitLabel = t(amount.trim().startsWith('-') ? 'lists.indigo.take' : 'lists.indigo.submit');
  return (
    <SchemaForm
      form={form}
      testId="indigo-form"
      submitLabel={submitLabel}
      // The list below says it, with the names: the same words above it were said twice.
      formError={short.length > 0 ? undefined : formError}
      onSubmit={async (body) => {
        setFormError(undefined);
        setRefused(undefined);
        const asked = amount;
        if (Math.abs(Number(body.amount)) >= LARGE_GRANT && checkedAmount !== body.amount) {
          setCheckedAmount(body.amount);
          return;
        }
        try {
          const { count } = await grant.mutateAsync(body);
          toast('success', t('lists.indigo.done', { count, amount: body.amount }));
          onDone();
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, ['amount', 'reason']));
          setRefused({ amount: asked, short: shortStudentsOf(error) });
        }
      }}
    >
      {'user' in target && <CurrentBalance id={target.user} />}
      <TextField
        name="amount"
        label={t('lists.indigo.amount')}
        hint={t('lists.indigo.amountHint')}
        required
        dir="ltr"
      />
      {checkedAmount !== undefined && (
        <p className="admin-form__error" role="alert" data-testid="indigo-check">
          {t('lists.indigo.confirmLarge', { amount: checkedAmount, submit: submitLabel })}
        </p>
      )}
      <TextField name="reason" label={t('lists.indigo.reason')} />
      {short.length > 0 && (
        <div className="admin-form__error" data-testid="indigo-short">
          <p>{t('lists.indigo.short')}</p>
          <ul>
            {short.map((student) => (
              <li key={student.id}>
                <bdi>
                  {student.last_name} {student.first_name}
                </bdi>
                : <bdi dir="ltr">{student.balance} i$</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </SchemaForm>
  );
}

/** What a withdrawal can take: the student's balance now (a tester had to guess it and met "Not enough i$"). */
function CurrentBalance({ id }: { id: number }) {
  const { t } = useTranslation('staff');
  const balance = useBalance(id);
  if (!balance.data) return null;
  return (
    <p className="staff-muted" data-testid="indigo-balance">
      {t('restore.balance.now')} <strong dir="ltr">{balance.data.balance} i$</strong>
    </p>
  );
}
