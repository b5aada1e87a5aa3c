import type { ComponentType, ReactNode } from 'react';
import { Spinner, useRemoteModule } from '@abacus/shared';

type Frame = ComponentType<{ children: ReactNode }>;

/** Wraps the reports in the staff remote's frame (menu, header), loaded at runtime. */
export function InStaffFrame({ children }: { children: ReactNode }) {
  const { module, failed } = useRemoteModule<{ StaffFrame: Frame }>('staff', './frame');
  if (failed) return <>{children}</>;
  if (!module) return <Spinner />;
  return <module.StaffFrame>{children}</module.StaffFrame>;
}
