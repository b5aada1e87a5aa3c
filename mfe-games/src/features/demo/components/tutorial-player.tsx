// The demo's tutorial: an embedded video that can be minimised to a small floating player (it keeps playing:
// the same video element only changes place) or closed.
import { useTranslation } from '@abacus/shared/i18n-react';
import { tutorialSources } from '../model/tutorial-video';

export type TutorialState = 'open' | 'minimised';

interface Props {
  state: TutorialState;
  onMinimise(): void;
  onExpand(): void;
  onClose(): void;
}

export function TutorialPlayer({ state, onMinimise, onExpand, onClose }: Props) {
  const { t, i18n } = useTranslation('games');
  const sources = tutorialSources(i18n.language, navigator.userAgent);
  return (
    <section
      className={`demo-tutorial demo-tutorial--${state}`}
      aria-label={t('demo.tutorial')}
      data-testid="demo-tutorial"
      data-state={state}
    >
      <div className="demo-tutorial__bar">
        <span className="demo-tutorial__title">{t('demo.tutorial')}</span>
        {state === 'open' ? (
          <button type="button" className="demo-tutorial__button" onClick={onMinimise} aria-label={t('demo.minimise')}>
            <span aria-hidden="true">▁</span>
          </button>
        ) : (
          <button type="button" className="demo-tutorial__button" onClick={onExpand} aria-label={t('demo.expand')}>
            <span aria-hidden="true">⤢</span>
          </button>
        )}
        <button
          type="button"
          className="demo-tutorial__button"
          onClick={onClose}
          aria-label={t('common:actions.close')}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <video
        key={sources[0].src}
        className="demo-tutorial__video"
        controls
        autoPlay
        muted
        playsInline
        preload="metadata"
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    </section>
  );
}
