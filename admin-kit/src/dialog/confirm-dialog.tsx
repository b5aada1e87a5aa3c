// One confirm dialog for every destructive action of the staff and reports screens: the question, Cancel (focused,
// so Enter never destroys by accident) and the action, which shows progress and keeps the dialog open on failure
// with the error inside it. Cancel takes the focus when the dialog opens.
import type { ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal } from '@abacus/shared';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** The failure of the last try, shown in the dialog. */
  error?: string;
  danger?: boolean;
}

export function ConfirmDialog(props: Props) {
  const { title, children, confirmLabel, onConfirm, onCancel, pending = false, error, danger = true } = props;
  return (
    <Modal title={title} onClose={pending ? undefined : onCancel} testId="confirm-dialog">
      <div className="admin-confirm">
        <div className="admin-confirm__body">{children}</div>
        {error && (
          <p className="admin-confirm__error" role="alert">
            {error}
          </p>
        )}
        <ConfirmActions
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          onCancel={onCancel}
          pending={pending}
          danger={danger}
        />
      </div>
    </Modal>
  );
}

interface ActionsProps {
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** The action waits for something else first (Cancel stays). */
  disabled?: boolean;
  danger?: boolean;
}

/** Cancel, focused, and the action, which shows progress: the end of every confirm in the staff and reports screens. */
export function ConfirmActions(props: ActionsProps) {
  const { confirmLabel, onConfirm, onCancel, pending = false, disabled = false, danger = true } = props;
  const { t } = useTranslation('admin');
  return (
    <div className="admin-confirm__actions">
      <button type="button" className="ui-btn ui-btn--ghost" onClick={onCancel} disabled={pending} autoFocus>
        {t('confirm.cancel')}
      </button>
      <button
        type="button"
        className={`ui-btn${danger ? ' admin-btn--danger' : ''}`}
        // The second click of a double-click is no second action (a discount was deleted twice, the second 404).
        onClick={(event) => event.detail < 2 && onConfirm()}
        disabled={pending || disabled}
        aria-busy={pending}
      >
        {pending ? t('confirm.working') : confirmLabel}
      </button>
    </div>
  );
}
