// The Indigo-dollars action of a student or group row (spec 002 section 2 "Indigo-dollars modal"): an amount (a
// negative one withdraws) and a reason the students see in their i$ history. Hidden from parents.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, SchemaForm, TextField, useSchemaForm } from '@abacus/admin-kit';
import { indigoGrantBody } from '@abacus/contract/indigo-schema';
import { Modal, toast } from '@abacus/shared';
import { useViewer } from '@/lib/session/use-viewer';
import { useGrantIndigo } from '../api/grant-indigo';

interface Props {
  target: { user: number } | { group: number };
  name: string;
}

export function IndigoAction({ target, name }: Props) {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (viewer.role === 'parent' || viewer.role === 'student') return null;
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setOpen(true)}>
        {t('lists.indigo.action')}
      </button>
      {open && (
        <Modal title={t('lists.indigo.title', { name })} onClose={() => setOpen(false)} testId="indigo-dialog">
          <IndigoForm target={target} onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

function IndigoForm({ target, onDone }: { target: Props['target']; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const grant = useGrantIndigo();
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm(indigoGrantBody, { ...target, amount: '', reason: '' });
  return (
    <SchemaForm
      form={form}
      testId="indigo-form"
      submitLabel={t('lists.indigo.submit')}
      formError={formError}
      onSubmit={async (body) => {
        setFormError(undefined);
        try {
          const { count } = await grant.mutateAsync(body);
          toast('success', t('lists.indigo.done', { count, amount: body.amount }));
          onDone();
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, ['amount', 'reason']));
        }
      }}
    >
      <TextField name="amount" label={t('lists.indigo.amount')} hint={t('lists.indigo.amountHint')} required />
      <TextField name="reason" label={t('lists.indigo.reason')} />
    </SchemaForm>
  );
}
