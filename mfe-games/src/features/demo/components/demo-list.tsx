// /demo: a visitor tries the school's games: the tutorial, three games with limited choices, nothing recorded.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link } from '@abacus/shared/router';
import { DEMO_GAMES } from '../model/demo-paths';
import { TutorialPlayer, type TutorialState } from './tutorial-player';

export function DemoList() {
  const { t } = useTranslation('games');
  const [tutorial, setTutorial] = useState<TutorialState | 'closed'>('closed');
  return (
    <section className="demo-list" data-testid="demo-list">
      <h1 className="demo-list__title">{t('demo.title')}</h1>
      <p className="demo-list__text">{t('demo.intro')}</p>
      {tutorial !== 'open' && (
        <button type="button" className="ui-btn ui-btn--accent demo-list__tutorial" onClick={() => setTutorial('open')}>
          <span aria-hidden="true">▶ </span>
          {t('demo.watchTutorial')}
        </button>
      )}
      {tutorial !== 'closed' && (
        <TutorialPlayer
          state={tutorial}
          onMinimise={() => setTutorial('minimised')}
          onExpand={() => setTutorial('open')}
          onClose={() => setTutorial('closed')}
        />
      )}
      <ul className="demo-list__games">
        {DEMO_GAMES.map((game) => (
          <li key={game.key}>
            <Link className="demo-card" to={game.path}>
              <span className="demo-card__icon" aria-hidden="true">
                {game.icon}
              </span>
              <span className="demo-card__name">{t(`demo.games.${game.key}.name`)}</span>
              <span className="demo-card__text">{t(`demo.games.${game.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
