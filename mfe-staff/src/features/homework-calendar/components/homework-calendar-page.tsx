// /dashboard/profile/{id}/homework and /dashboard/group/{id}/homework (spec 002 "Homework calendar"): the slide
// pager, the month, the super franchise's background of the slide, the 20 days and their dialogs, and the training
// video (by itself on the first visit of a browser session until "do not show again"). The slide is kept per viewer.
import { useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useSearchParams } from '@abacus/shared/router';
import { NotFoundPage, Spinner } from '@abacus/shared';
import { useViewer } from '@/lib/session/use-viewer';
import { type TargetInfo, useCalendarTarget } from '../api/get-calendar-target';
import { keepSlide, initialSlide, takeAutoOpen } from '../model/calendar-storage';
import { parseSlide, slideTitle } from '../model/calendar-slides';
import type { CalendarTarget } from '../model/calendar-target';
import type { DayTile } from '../model/day-tiles';
import { BackgroundControl } from './background-control';
import { CalendarHeader } from './calendar-header';
import { CopyDialog } from './copy-dialog';
import { DayBoard } from './day-board';
import type { DayAction } from './day-tile';
import { DeleteDialog } from './delete-dialog';
import { ResultsDialog } from './results-dialog';
import { SlidePager } from './slide-pager';
import { TrainingVideoDialog } from './training-video-dialog';
import '../homework-calendar.css';

export function HomeworkCalendarPage({ target }: { target: CalendarTarget }) {
  const { t } = useTranslation('staff');
  const info = useCalendarTarget(target);
  if (info.isError) return <NotFoundPage />;
  if (!info.data) return <Spinner label={t('common:loading')} />;
  if (info.data.notStudent) {
    return (
      <section className="staff-page">
        <p className="staff-page__lead" role="status">
          {t('homeworkCalendar.notStudent')}
        </p>
      </section>
    );
  }
  return <Calendar key={`${target.kind}-${target.id}`} target={target} info={info.data} />;
}

function Calendar({ target, info }: { target: CalendarTarget; info: TargetInfo }) {
  const { t, i18n } = useTranslation('staff');
  const viewer = useViewer();
  const [params] = useSearchParams();
  const fromUrl = parseSlide(params.get('slide'));
  const [slide, setSlide] = useState(() => initialSlide(localStorage, viewer.id, new Date(), fromUrl));
  const [open, setOpen] = useState<{ action: DayAction; tile: DayTile } | null>(null);
  const [video, setVideo] = useState(false);
  const month = slideTitle(slide, i18n.language);

  useEffect(() => keepSlide(localStorage, viewer.id, slide), [viewer.id, slide]);
  useEffect(() => {
    if (takeAutoOpen(localStorage, sessionStorage, viewer.id)) setVideo(true);
  }, [viewer.id]);

  const homework = open?.tile.homework;
  const close = () => setOpen(null);
  return (
    <section className="staff-page hw-calendar" data-testid="homework-calendar">
      <CalendarHeader target={target} info={info} slide={slide} onHowItWorks={() => setVideo(true)} />
      <SlidePager slide={slide} onSelect={setSlide} />
      <h3 className="hw-calendar__month" aria-live="polite" data-testid="homework-month">
        {t('homeworkCalendar.monthTitle', { month, slide })}
      </h3>
      {viewer.role === 'super_franchise' && <BackgroundControl slide={slide} month={month} />}
      <DayBoard target={target} slide={slide} month={month} onAction={(action, tile) => setOpen({ action, tile })} />
      {homework && open?.action === 'copy' && (
        <CopyDialog target={target} homework={homework} slide={slide} onClose={close} />
      )}
      {homework && open?.action === 'delete' && <DeleteDialog homework={homework} month={month} onClose={close} />}
      {homework && open?.action === 'results' && <ResultsDialog homework={homework} month={month} onClose={close} />}
      {video && <TrainingVideoDialog viewer={viewer.id} onClose={() => setVideo(false)} />}
    </section>
  );
}
