import { useEffect, useState } from 'react';
import { i18n, registerNamespace, type BundleLoader } from './i18n';

/** For components another remote loads: makes sure their own namespace is there before they render. */
export function useNamespace(ns: string, load: BundleLoader): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, ns));
  useEffect(() => {
    if (!ready) void registerNamespace(ns, load).then(() => setReady(true));
  }, [ready, ns, load]);
  return ready;
}
