// The flash runner's clock, frames and visibility in a browser.
import type { Clock, FlashSources, FrameSource, VisibilitySource } from './flash-runner';

export const performanceClock: Clock = { now: () => performance.now() };

export const animationFrames: FrameSource = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export const documentVisibility: VisibilitySource = {
  isHidden: () => document.visibilityState === 'hidden',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export const browserFlashSources: FlashSources = {
  clock: performanceClock,
  frames: animationFrames,
  visibility: documentVisibility,
};
