import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { isTextEntry } from './text-entry';

interface Props {
  title?: string;
  onClose?: () => void;
  children: ReactNode;
  testId?: string;
}

/** A text field, a list or an editable area: where Escape belongs to the typing, not to the dialog. */
const typingIn = (target: EventTarget | null) =>
  isTextEntry(target) ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLElement && target.isContentEditable);

export function Modal({ title, onClose, children, testId }: Props) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!onClose) return undefined;
    // Not from a field being typed in: Escape there (to dismiss the browser's own suggestions, or by habit in a date)
    // closed a whole form and dropped what was typed (an upper-staff pass).
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !typingIn(e.target) && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; Escape and the close button are the keyboard's ways
    <div className="ui-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose?.()}>
      <div className="ui-modal" role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        {onClose && (
          <button type="button" className="ui-modal__close" aria-label={t('actions.close')} onClick={onClose}>
            ×
          </button>
        )}
        {title && <h2>{title}</h2>}
        {children}
      </div>
    </div>
  );
}
