// A problem of a configuration in the viewer's language: homework's own messages from this feature's texts, the
// contract's general ones from the admin kit's.
import { useTranslation } from '@abacus/shared/i18n-react';
import { translateServerMessage } from '@abacus/admin-kit';
import { messageKey } from '../model/homework-messages';

export function useProblemText() {
  const { t } = useTranslation('staff');
  return (message: string | undefined) => {
    if (!message) return '';
    const own = messageKey(message);
    return own ? t(`homeworkEditor.errors.${own.key}`, own.values ?? {}) : translateServerMessage(message, t);
  };
}
