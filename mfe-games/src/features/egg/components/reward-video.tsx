// Every 20th right answer: a reward video in a modal, with sound, closable. It is drawn over the whole page
// (a portal), not inside the games header it is started from.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '@abacus/shared';
import { getRandomVideo } from '../api/get-random-video';
import { videoSources, type RewardVideo as Video } from '@/engine/media/video-sources';

export function RewardVideo({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('games');
  const [video, setVideo] = useState<Video | null>(null);
  useEffect(() => {
    let live = true;
    getRandomVideo().then(
      (next) => live && setVideo(next),
      (error: unknown) => {
        // No video this time; the game goes on.
        console.warn('The reward video could not load:', error);
        if (live) onClose();
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (!video) return null;
  return createPortal(
    <Modal title={t('egg.videoTitle')} onClose={onClose} testId="reward-video">
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
