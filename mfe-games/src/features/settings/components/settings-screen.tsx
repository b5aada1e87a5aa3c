// The frame of every settings screen: title, the screen's fields, and Start (disabled while a field is wrong).
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import '../settings.css';

interface Props {
  screen: string;
  title: string;
  canStart: boolean;
  onStart: () => void;
  children?: ReactNode;
}

export function SettingsScreen({ screen, title, canStart, onStart, children }: Props) {
  const { t } = useTranslation('games');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canStart) onStart();
  };
  return (
    <form className="games-settings" data-testid={`settings-${screen}`} onSubmit={submit} noValidate>
      <h1 className="games-settings__title">{title}</h1>
      {children && <div className="games-settings__fields">{children}</div>}
      <button type="submit" className="ui-btn ui-btn--accent games-settings__start" disabled={!canStart}>
        {t('settings.start')}
      </button>
    </form>
  );
}
