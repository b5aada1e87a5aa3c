// Builds a remote's single-spa lifecycles: its namespace is loaded first, then its React root mounts
// inside the shared i18n. A remote adds its own router and query client when it uses them: shared
// libraries are loaded whole, so what a remote does not use must not be loaded for it.
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from '@abacus/shared/i18n-react';
import singleSpaReact from 'single-spa-react';
import { i18n, registerNamespace, type BundleLoader } from '../i18n/i18n';

interface Options {
  name: string;
  version: string;
  namespace: string;
  loadBundle: BundleLoader;
  Root: ComponentType;
}

export function createRemoteLifecycles({ name, version, namespace, loadBundle, Root }: Options) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per remote when its module loads, never during a render
  const RemoteRoot = () => (
    <div className="remote-root" data-remote={name} data-version={version}>
      <I18nextProvider i18n={i18n}>
        <Root />
      </I18nextProvider>
    </div>
  );
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => <p className="ui-form-error">{i18n.t('common:remoteFallback.text')}</p>,
  });
  return {
    bootstrap: [() => registerNamespace(namespace, loadBundle), lifecycles.bootstrap],
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
  };
}
