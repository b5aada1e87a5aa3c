// The "add notification" action of a group row (spec 002 section 2 "Notification modal"): the rich-text editor with
// the group's current banner; Save stores it (sanitized on the server) for every student of the group; an emptied
// editor removes it. The editor is loaded only when the modal opens. Hidden from parents.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { failureText } from '@abacus/admin-kit';
import { Modal, Spinner, toast } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';
import { useGroup } from '@/lib/api/get-group';
import { useViewer } from '@/lib/session/use-viewer';
import { useSaveGroupNotification } from '../api/group-notification';

const RichTextEditor = lazy(withRetry(() => import('@/lib/rich-text/rich-text-editor')));

export function NotificationAction({ group, name }: { group: number; name: string }) {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (viewer.role === 'parent' || viewer.role === 'student') return null;
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setOpen(true)}>
        {t('lists.notification.action')}
      </button>
      {open && (
        <Modal
          title={t('lists.notification.title', { name })}
          onClose={() => setOpen(false)}
          testId="notification-dialog"
        >
          <NotificationForm group={group} onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

function NotificationForm({ group, onDone }: { group: number; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const current = useGroup(group);
  const save = useSaveGroupNotification(group);
  const [html, setHtml] = useState<string | null>(null);
  const spinner = <Spinner label={t('common:loading')} />;
  if (current.isPending) return spinner;
  if (current.isError) {
    return (
      <p className="admin-form__error" role="alert">
        {failureText(current.error, t)}
      </p>
    );
  }
  const value = html ?? current.data.notification;
  return (
    <form
      className="admin-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value, {
          onSuccess: ({ notification }) => {
            toast('success', t(notification ? 'lists.notification.saved' : 'lists.notification.removed'));
            onDone();
          },
        });
      }}
    >
      <p className="staff-muted">{t('lists.notification.hint')}</p>
      <Suspense fallback={spinner}>
        <RichTextEditor value={current.data.notification} onChange={setHtml} label={t('lists.notification.label')} />
      </Suspense>
      {save.isError && (
        <p className="admin-form__error" role="alert">
          {failureText(save.error, t)}
        </p>
      )}
      <div className="admin-form__actions">
        <button type="submit" className="ui-btn" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('admin:form.saving') : t('admin:form.save')}
        </button>
      </div>
    </form>
  );
}
