// /dashboard-student/homework (Dashboard Student Homework; spec 002 "Homework calendar" student view, section 4 and
// section 9 "Puzzle", "Rewards"): the month's puzzle of 20 day tiles over its picture, month by month, with the
// reward popups on return from a game. With ?read_only= a parent or staff member sees the student's puzzle and
// cannot play it.
import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import { dataLanguage, navigate } from '@abacus/shared';
import { useLanguage } from '@/lib/use-language';
import { useViewedStudent } from '@/lib/viewed-student/use-viewed-student';
import { useHomeworks } from '../api/get-homeworks';
import { writeItem } from '../hooks/device-storage';
import { useRewardPopups } from '../hooks/use-reward-popups';
import { useSlide } from '../hooks/use-slide';
import { playLink, SUCCESS_PUZZLE_KEY } from '../model/play-link';
import { monthTitle } from '../model/slide';
import { puzzleTiles } from '../model/tiles';
import { PuzzleMonth } from './puzzle-month';
import { RewardPopup } from './reward-popup';
import { SlideNav } from './slide-nav';
import '../homework.css';

export function HomeworkPage() {
  const viewed = useViewedStudent();
  return viewed ? <Homework studentId={viewed.studentId} readOnly={viewed.readOnly} /> : null;
}

function Homework({ studentId, readOnly }: { studentId: number; readOnly: boolean }) {
  const { t } = useTranslation('student');
  const locale = dataLanguage(useLanguage());
  const [slide, setSlide] = useSlide(readOnly);
  const query = useHomeworks(studentId, slide);
  const tiles = useMemo(() => (query.data ? puzzleTiles(query.data) : undefined), [query.data]);
  const popups = useRewardPopups(studentId, slide, tiles, readOnly);
  const month = monthTitle(slide, locale);

  const open = (homework: HomeworkSummary) => {
    // Kept for the task-done popup when the student comes back; a viewer's visit leaves no marker.
    if (!readOnly) writeItem(SUCCESS_PUZZLE_KEY, String(homework.id));
    navigate(playLink(homework, readOnly ? studentId : undefined));
  };

  return (
    <section className="homework" data-testid="homework" aria-labelledby="homework-title">
      <div className="homework__head">
        <h1 id="homework-title" className="homework__title">
          {t('homework.title')}
        </h1>
        <SlideNav slide={slide} month={month} onChange={setSlide} />
      </div>
      {readOnly && (
        <p className="homework__read-only" data-testid="homework-read-only">
          {t('homework.readOnly')}
        </p>
      )}
      <PuzzleMonth
        query={query}
        tiles={tiles}
        slide={slide}
        month={month}
        readOnly={readOnly}
        onOpen={open}
        onShowPicture={() => popups.show('congratulations')}
      />
      {popups.popup && <RewardPopup popup={popups.popup} slide={slide} month={month} onClose={popups.next} />}
    </section>
  );
}
