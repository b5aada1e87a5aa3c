// The homework screen before (and between) games: which day's homework, the current task, the table of tasks, the
// speed and the sound, Start and Back. A read-only viewer sees the table and why they cannot play; a Matific task
// has its link and "I've done it" instead of Start.
import type { ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { HomeworkDetail, HomeworkReward } from '@abacus/contract/homework-schema';
import { usesSound } from '@/engine/config/settings-rules';
import type { useHomeworkSession } from '../hooks/use-homework-session';
import { isHomeworkDone, isMatific } from '../model/homework-progress';
import { soundLocked, speedLocked } from '../model/speed-sound';
import { taskRows } from '../model/task-rows';
import { CurrentTask } from './current-task';
import { MatificTask } from './matific-task';
import { SpeedSound } from './speed-sound';
import { TasksTable } from './tasks-table';

interface Props {
  detail: HomeworkDetail;
  session: ReturnType<typeof useHomeworkSession>;
  /** Set for a read-only viewer: the table only. */
  readOnlyNotice: ReactNode;
  onMatificDone: (reward: HomeworkReward) => void;
}

export function HomeworkOverview({ detail, session, readOnlyNotice, onMatificDone }: Props) {
  const { t } = useTranslation('games');
  const rows = taskRows(detail.games);
  const { current, currentConfig } = session;
  const row = current ? rows.find((r) => r.id === current.id) : undefined;
  const done = isHomeworkDone(detail);

  let action: ReactNode = null;
  if (readOnlyNotice) action = readOnlyNotice;
  else if (done || !current || !row) {
    action = (
      <p className="homework-note homework-note--done" role="status">
        {t('homework.allDone')}
      </p>
    );
  } else if (isMatific(current)) {
    action = (
      <>
        <CurrentTask row={row} total={rows.length} />
        <MatificTask homework={detail.id} game={current.id} link={current.link} onDone={onMatificDone} />
      </>
    );
  } else if (currentConfig && session.speed !== null) {
    action = (
      <>
        <CurrentTask row={row} total={rows.length} />
        <SpeedSound
          speed={session.speed}
          speedDisabled={speedLocked(current.speed, currentConfig)}
          onSpeed={session.setSpeed}
          withSound={session.withSound}
          soundLock={!usesSound(currentConfig) ? 'silent' : soundLocked(currentConfig) ? 'tooFast' : null}
          onSound={session.setWithSound}
        />
        <button
          type="button"
          className="ui-btn ui-btn--accent homework-btn homework-btn--start"
          onClick={session.start}
        >
          {t('homework.start')}
        </button>
      </>
    );
  }

  return (
    <div className="homework-overview">
      {action}
      {rows.length === 0 ? (
        <p className="homework-note">{t('homework.noTasks')}</p>
      ) : (
        <TasksTable rows={rows} current={done ? null : (current?.id ?? null)} />
      )}
    </div>
  );
}
