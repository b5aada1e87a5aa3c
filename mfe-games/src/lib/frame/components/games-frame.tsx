// The games area's frame: Back, the logo, an optional custom background, and a place for the character egg.
import { type CSSProperties, type ReactNode, Suspense } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import '../games-frame.css';

interface Props {
  children: ReactNode;
  onBack: () => void;
  /** A background picture (the school's, set by the network owner: settings/public), drawn behind the whole area. */
  background?: string | null;
  /** The character egg, once the game area shows it. */
  egg?: ReactNode;
}

export function GamesFrame({ children, onBack, background, egg }: Props) {
  const { t } = useTranslation('games');
  const style: CSSProperties | undefined = background
    ? { backgroundImage: `url(${JSON.stringify(background)})` }
    : undefined;
  return (
    <div className={`games-frame${background ? ' games-frame--custom' : ''}`} style={style} data-testid="games-frame">
      <header className="games-frame__header">
        <button type="button" className="games-frame__back" onClick={onBack}>
          <span aria-hidden="true" className="ui-dir-arrow">
            ←
          </span>
          {t('common:actions.back')}
        </button>
        <span className="games-frame__logo">
          <img src="/favicon.svg" alt="" width="36" height="36" />
          <span>{t('frame.brand')}</span>
        </span>
        <div className="games-frame__egg" data-slot="egg">
          {/* The egg draws the student remote's character, whose texts load late: if it suspends, only the egg
              waits. Without this boundary the whole remote re-mounted and a settings screen lost what the child had
              just typed (seen as a flaky browser test: a speed typed, then the default played). */}
          <Suspense fallback={null}>{egg}</Suspense>
        </div>
      </header>
      <main className="games-frame__content">{children}</main>
    </div>
  );
}
