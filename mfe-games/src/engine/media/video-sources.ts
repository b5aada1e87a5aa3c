// The sources of a video (reward videos and the demo tutorial). The spec lists mp4, webm and ogg, and has Android below 11 use the mp4
// source only (their players may pick a webm or ogg source they then fail to play).

import type { Video as RewardVideo } from '@abacus/contract/games-schema';

export type { RewardVideo };

export interface VideoSource {
  src: string;
  type: string;
}

/** The Android major version of a user agent, or null on other systems. */
export function androidVersion(userAgent: string): number | null {
  const match = /Android\s+(\d+)/i.exec(userAgent);
  return match ? Number(match[1]) : null;
}

export function videoSources(video: Pick<RewardVideo, 'mp4' | 'webm' | 'ogg'>, userAgent: string): VideoSource[] {
  const mp4 = { src: video.mp4, type: 'video/mp4' };
  const android = androidVersion(userAgent);
  if (android !== null && android < 11) return [mp4];
  return [mp4, { src: video.webm, type: 'video/webm' }, { src: video.ogg, type: 'video/ogg' }].filter(
    (source) => source.src,
  );
}
