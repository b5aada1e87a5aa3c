// What the calendar keeps in the browser (spec 002 section 9: "the last slide is saved locally"): the last slide
// and "do not show the training video again", per signed-in viewer, in localStorage; and, for the browser session,
// that the video was already shown once (it opens by itself on the first visit only). Storage that throws (a private
// window, a full quota) is treated as empty.
import { currentSlide } from '@abacus/contract/homework';
import { isSlide } from './calendar-slides';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const slideKey = (viewer: number) => `homework_calendar_slide:${viewer}`;
export const videoHiddenKey = (viewer: number) => `homework_video_hidden:${viewer}`;
/** sessionStorage: the video opened by itself in this browser session. */
export const VIDEO_SHOWN_KEY = 'homework_video_shown';

function read(store: Store, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function write(store: Store, key: string, value: string): void {
  try {
    store.setItem(key, value);
  } catch {
    // Not kept: the calendar still works, it only forgets.
  }
}

/** The slide to open: the address's, else the last one kept, else today's month. */
export function initialSlide(store: Store, viewer: number, now: Date, fromUrl: number | null = null): number {
  if (fromUrl !== null) return fromUrl;
  const kept = Number(read(store, slideKey(viewer)));
  return isSlide(kept) ? kept : currentSlide(now);
}

export const keepSlide = (store: Store, viewer: number, slide: number) => write(store, slideKey(viewer), String(slide));

export const isVideoHidden = (store: Store, viewer: number) => read(store, videoHiddenKey(viewer)) === '1';

export const setVideoHidden = (store: Store, viewer: number, hidden: boolean) =>
  write(store, videoHiddenKey(viewer), hidden ? '1' : '0');

/** Opens the video by itself? Not when hidden for good, nor a second time in one browser session; marks it shown. */
export function takeAutoOpen(local: Store, session: Store, viewer: number): boolean {
  if (isVideoHidden(local, viewer) || read(session, VIDEO_SHOWN_KEY) === '1') return false;
  write(session, VIDEO_SHOWN_KEY, '1');
  return true;
}
