import { useId, type JSX } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link } from '@abacus/shared/router';
import type { Language } from '@abacus/shared';
import { localizedText } from '@/lib/localized';
import type { LessonGroup as Group } from '../api/get-lesson-groups';
import { canExpand, groupState, lessonRows, type GroupState } from '../model/group-state';
import { AwardIcon, CheckIcon, ChevronIcon, LockIcon, PlayIcon } from './icons';

const STATE_ICON: Record<GroupState, () => JSX.Element> = {
  completed: CheckIcon,
  in_progress: PlayIcon,
  locked: LockIcon,
};

interface Props {
  group: Group;
  lang: Language;
  open: boolean;
  onToggle: () => void;
  /** The lesson page's URL, keeping the read-only query. */
  lessonLink: (id: number) => string;
}

/** One learning group: a header that opens it (unless locked) and its lessons. */
export function LessonGroup({ group, lang, open, onToggle, lessonLink }: Props) {
  const { t } = useTranslation('student');
  const panel = useId();
  const state = groupState(group.lessons);
  const expandable = canExpand(state);
  const StateIcon = STATE_ICON[state];
  const opened = group.lessons.filter((l) => l.is_active).length;

  return (
    <li className={`lesson-group lesson-group--${state}`} data-testid="lesson-group" data-state={state}>
      <h3 className="lesson-group__heading">
        <button
          type="button"
          className="lesson-group__header"
          aria-expanded={expandable ? open : undefined}
          aria-controls={expandable ? panel : undefined}
          disabled={!expandable}
          onClick={onToggle}
        >
          <span className="lesson-group__state-icon">
            <StateIcon />
          </span>
          <span className="lesson-group__text">
            <span className="lesson-group__name">{localizedText(group, 'name', lang)}</span>
            <span className="lesson-group__meta">
              <span className="lesson-group__badge">{t(`dashboard.state.${state}`)}</span>
              <span className="lesson-group__count">
                <span aria-hidden="true">
                  {opened}/{group.lessons.length}
                </span>
                <span className="ui-visually-hidden">
                  {t('dashboard.openedCount', { opened, total: group.lessons.length })}
                </span>
              </span>
            </span>
          </span>
          {expandable && <ChevronIcon />}
        </button>
      </h3>
      {expandable && open && (
        <ol className="lesson-group__lessons" id={panel}>
          {lessonRows(group.lessons).map(({ lesson, isTest, canOpen }, i) => {
            const content = (
              <>
                <span className="lesson-row__mark">{isTest ? <AwardIcon /> : canOpen ? i + 1 : <LockIcon />}</span>
                <span className="lesson-row__name">{localizedText(lesson, 'name', lang)}</span>
                {isTest && <span className="lesson-row__test">{t('dashboard.test')}</span>}
                {!canOpen && <span className="ui-visually-hidden">{t('dashboard.lockedLesson')}</span>}
              </>
            );
            return (
              <li key={lesson.id}>
                {canOpen ? (
                  <Link className="lesson-row" to={lessonLink(lesson.id)} data-testid="lesson-link">
                    {content}
                  </Link>
                ) : (
                  <span
                    className="lesson-row lesson-row--locked"
                    aria-disabled="true"
                    title={t('dashboard.lockedLesson')}
                    data-testid="lesson-locked"
                  >
                    {content}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}
