import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule, Spinner } from '@abacus/shared';

type Frame = ComponentType<{ children: ReactNode }>;

/** Wraps the reports in the staff remote's frame (menu, header), loaded at runtime. */
export function InStaffFrame({ children }: { children: ReactNode }) {
  const [Frame, setFrame] = useState<Frame | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadRemoteModule<{ StaffFrame: Frame }>('staff', './frame')
      .then((m) => setFrame(() => m.StaffFrame))
      .catch(() => setFailed(true));
  }, []);
  if (failed) return <>{children}</>;
  if (!Frame) return <Spinner />;
  return <Frame>{children}</Frame>;
}
