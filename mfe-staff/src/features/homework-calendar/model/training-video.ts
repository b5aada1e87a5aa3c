// The training video of the calendar (spec 002: "a different video for ua and pl locales"): a clip per language in
// api/assets/videos (served at /media/videos/), WebM first and MP4 for the browsers without VP9.
export const TRAINING_VIDEO_LANGUAGES = ['ua', 'pl'] as const;

export interface TrainingVideo {
  webm: string;
  mp4: string;
  /** The clip's own language (for the captions' `lang`). */
  language: string;
}

export function trainingVideo(language: string): TrainingVideo {
  const own = (TRAINING_VIDEO_LANGUAGES as readonly string[]).includes(language) ? language : null;
  const name = `/media/videos/homework-training-${own ?? 'default'}`;
  return { webm: `${name}.webm`, mp4: `${name}.mp4`, language: own === 'ua' ? 'uk' : (own ?? 'en') };
}
