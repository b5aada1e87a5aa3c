// Every 20th right answer: a reward video in a modal, with sound, closable. It is drawn over the whole page
// (a portal), not inside the games header it is started from.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal } from '@abacus/shared';
import { useRandomVideo } from '../api/get-random-video';
import { videoSources } from '@/engine/media/video-sources';

export function RewardVideo({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('games');
  const { data: video, error } = useRandomVideo();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes once when the video fails; a new onClose from the parent is no new failure
  useEffect(() => {
    if (!error) return;
    // No video this time; the game goes on.
    console.warn('The reward video could not load:', error);
    onClose();
  }, [error]);
  if (!video) return null;
  return createPortal(
    <Modal title={t('egg.videoTitle')} onClose={onClose} testId="reward-video">
      {/* biome-ignore lint/a11y/useMediaCaption: the reward clips are animation with music, no spoken words */}
      <video className="reward-video" controls autoPlay playsInline preload="auto" aria-label={video.title}>
        {videoSources(video, navigator.userAgent).map((source) => (
          <source key={source.type} src={source.src} type={source.type} />
        ))}
        {t('egg.videoUnsupported')}
      </video>
    </Modal>,
    document.body,
  );
}
