// The Matific warning (spec 002 "Homework editor": "A Matific warning popup says all game types on that date will be
// deleted if Matific is chosen"): keep Matific (the other games go) or keep the other games (Matific goes). Closing
// it changes nothing.
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal } from '@abacus/shared';
import type { MatificChoice } from '../model/entries';

export function MatificDialog({
  onChoose,
  onCancel,
}: {
  onChoose: (choice: MatificChoice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <Modal title={t('homeworkEditor.matificWarning.title')} onClose={onCancel} testId="matific-dialog">
      <div className="admin-confirm">
        <p className="admin-confirm__body">{t('homeworkEditor.matificWarning.text')}</p>
        <div className="admin-confirm__actions">
          <button type="button" className="ui-btn ui-btn--ghost" onClick={() => onChoose('others')} autoFocus>
            {t('homeworkEditor.matificWarning.keepOthers')}
          </button>
          <button type="button" className="ui-btn" onClick={() => onChoose('matific')}>
            {t('homeworkEditor.matificWarning.keepMatific')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
