import { notice$, type Notice } from '@abacus/shared';

/** Records the toasts put on the bus while a test runs. */
export function recordToasts(): { toasts: Notice[]; stop: () => void } {
  const toasts: Notice[] = [];
  const sub = notice$.subscribe((notice) => toasts.push(notice));
  return { toasts, stop: () => sub.unsubscribe() };
}
