// The training video (spec 002: "a training-video modal with a 'do not show again' option ... a different video
// for ua and pl"): the clip of the interface language and the checkbox, kept per viewer.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal } from '@abacus/shared';
import { isVideoHidden, setVideoHidden } from '../model/calendar-storage';
import { trainingVideo } from '../model/training-video';

export function TrainingVideoDialog({ viewer, onClose }: { viewer: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('staff');
  const [hidden, setHidden] = useState(() => isVideoHidden(localStorage, viewer));
  const video = trainingVideo(i18n.language);
  const toggle = (value: boolean) => {
    setHidden(value);
    setVideoHidden(localStorage, viewer, value);
  };
  return (
    <Modal title={t('homeworkCalendar.video.title')} onClose={onClose} testId="homework-video-dialog">
      <div className="hw-video">
        <video
          key={video.webm}
          className="hw-video__player"
          controls
          autoPlay
          muted
          playsInline
          preload="metadata"
          lang={video.language}
          data-testid="homework-video"
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
          {t('homeworkCalendar.video.unsupported')}
        </video>
        <label className="hw-video__hide">
          <input type="checkbox" checked={hidden} onChange={(event) => toggle(event.currentTarget.checked)} />
          {t('homeworkCalendar.video.hide')}
        </label>
        <div className="admin-confirm__actions">
          <button type="button" className="ui-btn" onClick={onClose}>
            {t('homeworkCalendar.video.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
