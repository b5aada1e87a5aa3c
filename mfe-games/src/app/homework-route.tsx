// /games/homework: the homework screen (features/homework) playing each round with the engine's own screens: the
// play screen, or the columns or abacus screen. Every game is recorded for the student against its entry.
import { session$, useObservable } from '@abacus/shared';
import type { PlayEnvironment } from '@/features/play/hooks/use-play-game';
import { browserPlayEnvironment } from '@/features/play/model/browser-environment';
import { PlayScreen } from '@/features/play/components/play-screen';
import { type HomeworkGameView, HomeworkPage } from '@/features/homework/components/homework-page';
import { DelegatedGame, isDelegated } from './delegated-game';

interface Props {
  environment?: PlayEnvironment;
}

export function HomeworkRoute({ environment = browserPlayEnvironment }: Props) {
  const user = useObservable(session$)?.profile.id ?? null;
  const renderGame = ({ config, turn, onBack }: HomeworkGameView) =>
    isDelegated(config) ? (
      <DelegatedGame config={config} record homework={turn} onExit={onBack} />
    ) : (
      <PlayScreen config={config} record user={user} environment={environment} homework={turn} onExit={onBack} />
    );
  return <HomeworkPage renderGame={renderGame} />;
}
