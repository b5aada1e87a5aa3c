// The character egg (spec 001 sections 1, 4 and 9): it hatches into the student's hero once the total of
// right answers reaches 300 (20 in development builds), through a crack, smoke and the hero. Every 20th
// right answer also brings a reward video.

export const HERO_THRESHOLD = 300;
export const DEV_HERO_THRESHOLD = 20;
export const VIDEO_EVERY = 20;

/** Right answers needed to hatch: 300, or 20 outside production so the hatching can be tried. */
export const heroThreshold = (nodeEnv: string | undefined = process.env.NODE_ENV) =>
  nodeEnv === 'production' ? HERO_THRESHOLD : DEV_HERO_THRESHOLD;

export type EggStage = 'egg' | 'crack' | 'smoke' | 'hero';

/** The hatching, step by step, with how long each stage stays (the hero then stays). */
export const HATCH_STEPS: readonly { stage: EggStage; ms: number }[] = [
  { stage: 'crack', ms: 1400 },
  { stage: 'smoke', ms: 1100 },
];

/** What the egg shows for a count it did not see change: the egg or, past the threshold, the hero. */
export const restingStage = (totalRight: number, threshold: number): EggStage =>
  totalRight >= threshold ? 'hero' : 'egg';

/** The count went from below the threshold to it or past it: play the hatching. */
export const hatchesNow = (before: number | null, after: number, threshold: number) =>
  before !== null && before < threshold && after >= threshold;

/** 0 to 1: how far the egg is from hatching. */
export const eggProgress = (totalRight: number, threshold: number) => Math.min(1, Math.max(0, totalRight / threshold));

/** The running total of right answers just reached a multiple of 20. */
export const isVideoMilestone = (before: number, after: number) =>
  after > before && Math.floor(after / VIDEO_EVERY) > Math.floor(before / VIDEO_EVERY);
