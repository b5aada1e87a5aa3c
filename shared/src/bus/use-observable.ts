import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/**
 * Reads a BehaviorSubject in React and re-renders on every emission. Hydrating the prerendered landing page reads the
 * value as it is (React needs a "server" snapshot to hydrate at all; the page is prerendered for a visitor only).
 */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  const value = () => subject.getValue();
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    value,
    value,
  );
}
