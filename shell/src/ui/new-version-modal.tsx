import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal, useObservable } from '@abacus/shared';
import { applyUpdate, newVersion$ } from '../core/version-watch';

export function NewVersionModal() {
  const { t } = useTranslation('common');
  const version = useObservable(newVersion$);
  if (!version) return null;
  return (
    <Modal title={t('newVersion.title')} onClose={() => newVersion$.next(null)} testId="new-version-modal">
      <p>{t('newVersion.text')}</p>
      <button type="button" className="ui-btn" onClick={() => void applyUpdate()}>
        {t('newVersion.update')}
      </button>
    </Modal>
  );
}
