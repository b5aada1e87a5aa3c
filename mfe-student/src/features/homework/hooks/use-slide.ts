import { useState } from 'react';
import { session$, useObservable } from '@abacus/shared';
import { SLIDE_KEY, startSlide } from '../model/slide';
import { readItem, writeItem } from './device-storage';

/**
 * The slide shown, starting where the puzzle was last left on this device (a free user on slide 1, else today's
 * month); each change is kept for the next visit.
 */
export function useSlide(readOnly: boolean): [number, (slide: number) => void] {
  const session = useObservable(session$);
  // The viewer's own tier: a parent or teacher viewing read-only starts on today's month.
  const isFree = !readOnly && (session?.profile.is_free ?? false);
  const [slide, setSlide] = useState(() => startSlide(readItem(SLIDE_KEY), isFree, new Date()));
  const change = (next: number) => {
    writeItem(SLIDE_KEY, String(next));
    setSlide(next);
  };
  return [slide, change];
}
