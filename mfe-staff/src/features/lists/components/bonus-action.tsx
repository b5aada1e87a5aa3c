// The bulk "Set bonus days" of the franchise lists (spec 002 sections 2 "Lists" and "Bonus modal"): for the chosen
// rows, 0, 1, 2 or 3 weeks, or a holiday with a start date and a number of days.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal, Spinner } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';

// The form, with the form kit and the schema, is loaded when the dialog opens.
const BonusForm = lazy(withRetry(() => import('./bonus-form').then((m) => ({ default: m.BonusForm }))));

export function BonusAction({ users, onDone }: { users: number[]; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="ui-btn" onClick={() => setOpen(true)}>
        {t('lists.bonus.action', { count: users.length })}
      </button>
      {open && (
        <Modal title={t('lists.bonus.title')} onClose={() => setOpen(false)} testId="bonus-dialog">
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <BonusForm
              users={users}
              onDone={() => {
                setOpen(false);
                onDone();
              }}
            />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
