import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Reads a BehaviorSubject in React and re-renders on every emission. */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.getValue(),
  );
}
