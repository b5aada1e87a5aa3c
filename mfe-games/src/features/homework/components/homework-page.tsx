// /games/homework?id=&date=YYYY-MM&order=[&read_only=] (spec 001 "Homework screen"): without id or date, back to the
// puzzle. The student's own homework is played here; a viewer with read_only (a parent, a teacher) sees its tasks
// and progress and cannot play. The games themselves are the engine's screens, handed in by the app (renderGame).
import { Fragment, type ReactNode, useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Navigate, useLocation, useNavigate } from '@abacus/shared/router';
import { session$, Spinner, useObservable } from '@abacus/shared';
import { homeworkPagePath } from '@/engine/config/game-screens';
import { useHomework } from '../api/get-homework';
import { type HomeworkGameView, useHomeworkSession } from '../hooks/use-homework-session';
import { failureKey } from '../model/failure';
import { type HomeworkQuery, parseHomeworkQuery } from '../model/homework-query';
import type { HomeworkDetail } from '../api/get-homework';
import { HomeworkDone } from './homework-done';
import { HomeworkOverview } from './homework-overview';
import { HomeworkTitle } from './homework-title';
import '../homework.css';

export type { HomeworkGameView };

interface Props {
  /** The game screen of one round (the play screen, or the columns or abacus screen). */
  renderGame: (game: HomeworkGameView) => ReactNode;
}

export function HomeworkPage({ renderGame }: Props) {
  const { search } = useLocation();
  const query = useMemo(() => parseHomeworkQuery(search), [search]);
  const profile = useObservable(session$)?.profile ?? null;
  if (!query) return <Navigate to={homeworkPagePath(new URLSearchParams(search).get('read_only'))} replace />;
  // Only a student plays their own homework; anyone else (or a student viewing as read_only) only looks.
  const own = query.readOnly === null && profile?.role === 'student';
  const student = query.readOnly ?? (own ? (profile?.id ?? null) : null);
  return (
    <HomeworkScreen
      query={query}
      student={student}
      readOnly={!own}
      player={profile?.first_name ?? ''}
      renderGame={renderGame}
    />
  );
}

interface ScreenProps extends Props {
  query: HomeworkQuery;
  student: number | null;
  readOnly: boolean;
  player: string;
}

function HomeworkScreen({ query, student, readOnly, player, renderGame }: ScreenProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const homework = useHomework(query.id, student);
  const back = () => navigate(homeworkPagePath(query.readOnly === null ? null : String(query.readOnly)));

  let body: ReactNode;
  if (student === null) body = <ReadOnlyNotice />;
  else if (homework.isPending) body = <Spinner label={t('common:loading')} />;
  else if (homework.isError) {
    body = (
      <div className="homework-note" role="alert">
        <p>{t(`homework.errors.${failureKey(homework.error)}`)}</p>
        <button type="button" className="ui-btn homework-btn" onClick={() => homework.refetch()}>
          {t('homework.retry')}
        </button>
      </div>
    );
  } else {
    return (
      <HomeworkSession
        detail={homework.data}
        query={query}
        readOnly={readOnly}
        player={player}
        renderGame={renderGame}
        onBack={back}
      />
    );
  }
  return (
    <section className="homework" data-testid="homework-screen">
      <HomeworkTitle query={query} />
      {body}
      <BackButton onBack={back} />
    </section>
  );
}

interface SessionProps extends Props {
  detail: HomeworkDetail;
  query: HomeworkQuery;
  readOnly: boolean;
  player: string;
  onBack: () => void;
}

function HomeworkSession({ detail, query, readOnly, player, renderGame, onBack }: SessionProps) {
  const { t } = useTranslation('games');
  const session = useHomeworkSession({ homework: detail.id, games: detail.games, player });
  const { state, game } = session;
  if (state.view === 'done' && state.reward) {
    return (
      <section className="homework" data-testid="homework-screen" data-view="done">
        <HomeworkDone reward={state.reward} onToPuzzle={onBack} />
      </section>
    );
  }
  if (game) {
    return (
      <section className="homework homework--playing" data-testid="homework-screen" data-view="playing">
        <p className="homework__left" data-testid="homework-left">
          {t('homework.leftInHomework', { count: game.shownLeft })}
        </p>
        <Fragment key={game.key}>{renderGame(game)}</Fragment>
      </section>
    );
  }
  return (
    <section className="homework" data-testid="homework-screen" data-view="overview">
      <HomeworkTitle query={query} />
      <HomeworkOverview
        detail={detail}
        session={session}
        readOnlyNotice={readOnly ? <ReadOnlyNotice /> : null}
        onMatificDone={session.rewarded}
      />
      <BackButton onBack={onBack} />
    </section>
  );
}

function ReadOnlyNotice() {
  const { t } = useTranslation('games');
  return (
    <p className="homework-note homework-note--read-only" role="note" data-testid="homework-read-only">
      {t('homework.readOnly')}
    </p>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('games');
  return (
    <button type="button" className="ui-btn ui-btn--ghost homework-btn homework-back" onClick={onBack}>
      {t('common:actions.back')}
    </button>
  );
}
