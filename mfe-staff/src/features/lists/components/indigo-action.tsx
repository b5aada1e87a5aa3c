// The Indigo-dollars action of a student or group row (spec 002 section 2 "Indigo-dollars modal"): an amount (a
// negative one withdraws) and a reason the students see in their i$ history. Hidden from parents.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal, Spinner } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';
import { useViewer } from '@/lib/session/use-viewer';

// The form, with the form kit and the schema, is loaded when the dialog opens.
const IndigoForm = lazy(withRetry(() => import('./indigo-form').then((m) => ({ default: m.IndigoForm }))));

export type IndigoTarget = { user: number } | { group: number };

interface Props {
  target: IndigoTarget;
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
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <IndigoForm target={target} onDone={() => setOpen(false)} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
