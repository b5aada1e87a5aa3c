// The homework editor (spec 002 "Homework editor", sections 4 and 5): the day being edited, the configurations as
// cards (add, delete, reorder by drag or buttons), the total time, Back, Create or Save, and Delete homework. Save
// checks every configuration first; re-saving a homework some students finished names them and asks first. Leaving
// with unsaved changes asks first too: any in-app link (the editor's, the staff frame's menu) through the shared
// navigation's guard, the browser's Back, and the browser's own question for a reload or a closed tab.
import { useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useNavigate } from '@abacus/shared/router';
import { isTextEntry, navigate as goTo, standsOnHeldEntry } from '@abacus/shared';
import { ConfirmDialog, failureText } from '@abacus/admin-kit';
import type { HomeworkDetail } from '@abacus/contract/homework-schema';
import { RouteLink } from '@/components/route-link';
import { calendarPath, type HomeworkTarget } from '../model/editor-query';
import { canAdd, homeworkSeconds } from '../model/entries';
import { monthLabel } from '../model/day-label';
import { type HomeworkDay, sameGames } from '../model/game-io';
import { useEditorEntries } from '../hooks/use-editor-entries';
import { BACK, useLeaveGuard } from '../hooks/use-leave-guard';
import { useSaveFlow } from '../hooks/use-save-flow';
import { Duration } from './duration';
import { GameList } from './game-list';
import { MatificDialog } from './matific-dialog';
import { useProblemText } from './problem-text';
import { ResaveDialog } from './resave-dialog';

interface Props {
  target: HomeworkTarget;
  day: HomeworkDay;
  homework?: HomeworkDetail;
}

export function HomeworkEditor({ target, day, homework }: Props) {
  const { t, i18n } = useTranslation('staff');
  const navigate = useNavigate();
  const calendar = calendarPath(target);
  const problemText = useProblemText();
  const [deleting, setDeleting] = useState(false);
  // Saved or deleted: the calendar takes the place of Back's held entry (shared holdBack), if the page stands on it.
  const flow = useSaveFlow({
    target,
    day,
    homework,
    onDone: () => navigate(calendar, { replace: standsOnHeldEntry() }),
  });
  const list = useEditorEntries(homework, flow.clearServerProblems);
  const creating = homework === undefined;
  const changed = !sameGames(list.entries, list.start);
  const month = monthLabel(day.year, day.month, i18n.language);
  const problems = flow.problemsOf(list.entries);
  // Where a link (or the browser's Back: BACK) would have gone while changes were unsaved: asked first.
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  // A number typed but not yet committed (its field commits on leaving it) is a change too: Back pressed while still
  // in the field dropped it without asking (a tester's pass).
  const [typing, setTyping] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a commit of the entries ends the typing, whatever it made
  useEffect(() => setTyping(false), [list.entries]);
  const guard = useLeaveGuard(changed || typing, flow.busy, setLeavingTo);

  return (
    <section
      className="staff-page hw-editor"
      aria-busy={flow.busy}
      // A select commits at once; a render between its input and change events would put its old value back.
      onInput={(event) => isTextEntry(event.target) && setTyping(true)}
    >
      <p className="staff-page__links">
        <RouteLink to={calendar}>
          <span aria-hidden="true" className="ui-dir-arrow">
            ←
          </span>{' '}
          {t('homeworkEditor.toCalendar')}
        </RouteLink>
      </p>
      <h2 className="staff-page__title">
        {t(creating ? 'homeworkEditor.titleNew' : 'homeworkEditor.titleEdit', { order: day.order, month })}
      </h2>
      <p className="hw-editor__total" data-testid="homework-total">
        {t('homeworkEditor.totalTime')} <Duration seconds={homeworkSeconds(list.entries)} />
      </p>
      {list.entries.length === 0 ? (
        <p className="hw-muted" data-testid="homework-empty">
          {t('homeworkEditor.empty')}
        </p>
      ) : (
        <GameList
          entries={list.entries}
          problems={problems}
          onChange={list.change}
          onTypeChange={list.changeType}
          onMove={list.move}
          onRemove={list.remove}
        />
      )}
      <p className="ui-visually-hidden" role="status" aria-live="polite" data-testid="homework-notice">
        {list.notice}
      </p>
      <p>
        <button
          id="hw-add"
          type="button"
          className="ui-btn ui-btn--ghost"
          onClick={list.add}
          disabled={!canAdd(list.entries)}
        >
          + {t('homeworkEditor.add')}
        </button>
      </p>
      {flow.formError && (
        <p className="admin-form__error" role="alert" data-testid="homework-error">
          {problemText(flow.formError)}
        </p>
      )}
      <div className="hw-editor__actions">
        <RouteLink className="ui-btn ui-btn--ghost" to={calendar}>
          {t('homeworkEditor.back')}
        </RouteLink>
        {!creating && (
          <button type="button" className="ui-btn ui-btn--ghost hw-danger" onClick={() => setDeleting(true)}>
            {t('homeworkEditor.delete')}
          </button>
        )}
        <button
          type="button"
          className="ui-btn"
          onClick={() => flow.save(list.entries)}
          disabled={flow.busy || list.entries.length === 0 || (!creating && !changed)}
          aria-busy={flow.busy}
        >
          {flow.busy ? t('admin:form.saving') : creating ? t('admin:form.create') : t('admin:form.save')}
        </button>
      </div>
      {list.conflict && <MatificDialog onChoose={list.resolve} onCancel={list.cancelConflict} />}
      {flow.finished && (
        <ResaveDialog
          students={flow.finished}
          pending={flow.busy}
          onConfirm={() => flow.submit(list.entries)}
          onCancel={flow.cancelResave}
        />
      )}
      {leavingTo !== null && (
        <ConfirmDialog
          title={t('homeworkEditor.leaveTitle')}
          confirmLabel={t('homeworkEditor.leaveConfirm')}
          onConfirm={() => {
            if (leavingTo === BACK) guard.leave();
            else {
              // From Back's held entry the link takes its place: the editor stays in the history once.
              const replace = standsOnHeldEntry();
              guard.release();
              goTo(leavingTo, { replace });
            }
          }}
          onCancel={() => {
            if (leavingTo === BACK) guard.stay();
            setLeavingTo(null);
          }}
        >
          <p>{t('homeworkEditor.leaveText')}</p>
        </ConfirmDialog>
      )}
      {deleting && homework && (
        <ConfirmDialog
          title={t('homeworkEditor.deleteTitle')}
          confirmLabel={t('homeworkEditor.deleteConfirm')}
          onConfirm={() => flow.remove(homework.id)}
          onCancel={() => setDeleting(false)}
          pending={flow.deleting}
          error={flow.deleteError ? failureText(flow.deleteError, t) : undefined}
        >
          <p>{t('homeworkEditor.deleteText', { order: day.order, month })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
