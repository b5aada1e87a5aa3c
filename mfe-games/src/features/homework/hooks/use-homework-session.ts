// The homework screen's session: the reducer of model/homework-session.ts, the child's speed and sound, and the
// game of each round (configured once per round, so that a refetch of the homework never restarts a game). Back
// and every answer refresh the homework from the server, whose progress the table shows.
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useQueryClient } from '@abacus/shared/query';
import type { HomeworkGame, HomeworkReward } from '@abacus/contract/homework-schema';
import { type GameConfig, voiceLanguageFor } from '@/engine/config/game-config';
import type { HomeworkTurn } from '@/lib/results/model/homework-turn';
import { homeworkKeys } from '../api/homework-keys';
import { entryConfig } from '../model/entry-config';
import { currentEntry } from '../model/homework-progress';
import { currentTurn, INITIAL_SESSION, sessionReducer, shownLeft, tasksLeft } from '../model/homework-session';
import { homeworkSpeed } from '../model/speed-sound';
import { rememberPlayedHomework } from '../model/success-puzzle';

/** What the game screen of a round gets. */
export interface HomeworkGameView {
  /** A new one per round: the game screen starts afresh with new numbers. */
  key: string;
  config: GameConfig;
  turn: HomeworkTurn;
  /** "Right answers left in this homework": drops as soon as the round's expression is judged right. */
  shownLeft: number;
  entry: HomeworkGame;
  onBack: () => void;
}

interface Options {
  homework: number;
  games: readonly HomeworkGame[];
  /** The student's first name: the player of a columns entry. */
  player: string;
}

export function useHomeworkSession({ homework, games, player }: Options) {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const [state, dispatch] = useReducer(sessionReducer, INITIAL_SESSION);
  /** The speed the child chose for one entry; the others play at the teacher's. */
  const [chosen, setChosen] = useState<{ entry: number; speed: number } | null>(null);
  const [withSound, setWithSound] = useState(true);
  const refresh = () => void client.invalidateQueries({ queryKey: homeworkKeys.all });

  const current = currentEntry(games);
  const speedOf = (entry: HomeworkGame) => (chosen?.entry === entry.id ? chosen.speed : entry.speed);
  const configOf = (entry: HomeworkGame) =>
    entryConfig(entry, {
      homework,
      speed: speedOf(entry),
      withSound,
      language: voiceLanguageFor(i18n.language),
      player,
    });

  const turnEntry = state.view === 'playing' ? currentTurn(state)?.entry : undefined;
  const playing = games.find((g) => g.id === turnEntry) ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one configuration per round and entry (see the header)
  const config = useMemo(() => (playing ? configOf(playing) : null), [state.round, playing?.id]);

  const game: HomeworkGameView | null =
    playing && config
      ? {
          key: `${state.round}`,
          config,
          entry: playing,
          shownLeft: shownLeft(state),
          turn: {
            entry: playing.id,
            tasksLeft: tasksLeft(state),
            onNext: () => dispatch({ type: 'next' }),
            onRetry: () => dispatch({ type: 'retry' }),
            onJudged(rows) {
              refresh();
              dispatch({ type: 'judged', right: rows.length > 0 && rows.every((row) => row.is_right_answer) });
              dispatch({ type: 'rewarded', reward: rows.find((row) => row.homework_reward)?.homework_reward });
            },
          },
          onBack() {
            dispatch({ type: 'back' });
            refresh();
          },
        }
      : null;

  return {
    state,
    game,
    current,
    currentConfig: current ? configOf(current) : null,
    speed: current ? speedOf(current) : null,
    setSpeed(value: number) {
      if (current) setChosen({ entry: current.id, speed: homeworkSpeed(value, speedOf(current)) });
    },
    withSound,
    setWithSound,
    start() {
      rememberPlayedHomework(homework);
      dispatch({ type: 'start', games });
    },
    /** A Matific activity marked done paid its reward. */
    rewarded: (reward: HomeworkReward) => dispatch({ type: 'rewarded', reward }),
    back: () => dispatch({ type: 'back' }),
  };
}
