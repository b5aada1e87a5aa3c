import { useEffect, useState } from 'react';
import { loadRemoteModule } from './remote-modules';

/** A module another remote exposes, loaded at runtime: null while loading, `failed` when it cannot load. */
export function useRemoteModule<T>(remote: string, exposed: string): { module: T | null; failed: boolean } {
  const [state, setState] = useState<{ module: T | null; failed: boolean }>({ module: null, failed: false });
  useEffect(() => {
    let live = true;
    loadRemoteModule<T>(remote, exposed).then(
      (module) => live && setState({ module, failed: false }),
      () => live && setState({ module: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [remote, exposed]);
  return state;
}
