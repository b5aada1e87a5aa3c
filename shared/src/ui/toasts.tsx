import { useEffect, useState } from 'react';
import { notice$, type Notice } from '../bus/bus';

export const TOAST_DURATION_MS = 3000;

/** Shows the bus's notices; the shell mounts one. */
export function Toasts() {
  const [items, setItems] = useState<(Notice & { id: number })[]>([]);
  useEffect(() => {
    let next = 0;
    const sub = notice$.subscribe((notice) => {
      const id = ++next;
      setItems((all) => [...all, { ...notice, id }]);
      setTimeout(() => setItems((all) => all.filter((n) => n.id !== id)), notice.duration ?? TOAST_DURATION_MS);
    });
    return () => sub.unsubscribe();
  }, []);
  return (
    <div className="ui-toasts" role="status" aria-live="polite">
      {items.map((n) => (
        <div key={n.id} className={`ui-toast ui-toast--${n.kind}`}>
          {n.text}
        </div>
      ))}
    </div>
  );
}

export const toast = (kind: Notice['kind'], text: string, duration = TOAST_DURATION_MS) =>
  notice$.next({ kind, text, duration });
