// Builds a remote's single-spa lifecycles: its namespace is loaded first, then its React root mounts
// inside the shared i18n, in the area `single-spa-application:<name>` (made at the end of <body> when the page has
// none). The prerendered landing page has one holding this remote's HTML (scripts/prerender.mjs): where the page shows
// it (html.prerendered), the first render hydrates it instead of drawing it again. A remote adds its own
// router and query client when it uses them: shared libraries are loaded whole, so what a remote does not use must
// not be loaded for it. (Written here rather than taken from single-spa-react: the three lifecycles are a few lines,
// and its 7 KB of options for parcels, legacy render and class roots were on every page's first load.)
import { Component, type ComponentType, type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from '@abacus/shared/i18n-react';
import { i18n, registerNamespace, type BundleLoader } from '../i18n/i18n';

interface Options {
  name: string;
  version: string;
  namespace: string;
  loadBundle: BundleLoader;
  Root: ComponentType;
}

/** The area a remote draws in: the page's own, or a new one at the end of the body. */
function remoteArea(name: string): HTMLElement {
  const id = `single-spa-application:${name}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const area = document.createElement('div');
  area.id = id;
  document.body.appendChild(area);
  return area;
}

/**
 * A render error in a remote (or a screen's code that could not be downloaded, after its retries) shows a translated
 * line and Retry, which loads the page again, in its area instead of taking the page down.
 */
class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A remote failed to render', error);
  }

  render() {
    return this.state.failed ? (
      <div role="alert">
        <p className="ui-form-error">{i18n.t('common:remoteFallback.text')}</p>
        <button type="button" className="ui-btn" onClick={() => location.reload()}>
          {i18n.t('common:remoteFallback.retry')}
        </button>
      </div>
    ) : (
      this.props.children
    );
  }
}

/** Calls `onMounted` once the remote's first render is in the document (single-spa waits for it). */
function MountSignal({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return null;
}

/** The prerender's attributes: hidden unless the page shows the prerendered HTML, and inert until the app runs. */
const PRERENDERED = 'data-prerendered';

/**
 * The prerendered HTML of this very version, on the page that shows it: what React can hydrate (reuse) rather than
 * replace. Replacing it made the browser build, style and lay out the whole landing page a second time on a phone's
 * main thread.
 */
function hydratable(area: HTMLElement, version: string): HTMLElement | null {
  const markup = area.firstElementChild;
  return markup instanceof HTMLElement &&
    markup.hasAttribute(PRERENDERED) &&
    markup.dataset.version === version &&
    document.documentElement.classList.contains('prerendered')
    ? markup
    : null;
}

export function createRemoteLifecycles({ name, version, namespace, loadBundle, Root }: Options) {
  let root: Root | null = null;
  const mount = () =>
    new Promise<void>((resolve) => {
      const area = remoteArea(name);
      const prerendered = hydratable(area, version);
      const mounted = () => {
        // Live from here on (hydrated, or drawn anew when it did not match): shown and usable.
        prerendered?.removeAttribute(PRERENDERED);
        prerendered?.removeAttribute('inert');
        resolve();
      };
      const tree = (
        <div className="remote-root" data-remote={name} data-version={version}>
          <RemoteErrorBoundary>
            <I18nextProvider i18n={i18n}>
              <Root />
            </I18nextProvider>
          </RemoteErrorBoundary>
          <MountSignal onMounted={mounted} />
        </div>
      );
      if (prerendered) {
        // A difference (another language forced by the region) is not an error: React draws the page anew.
        root = hydrateRoot(area, tree, { onRecoverableError: () => undefined });
      } else {
        root = createRoot(area);
        const drawn = root;
        // As a transition, React draws the area in slices that let the browser in between, instead of one long task
        // that holds a phone's main thread (issue 15: Total Blocking Time); the commit itself is still one piece.
        startTransition(() => drawn.render(tree));
      }
    });
  const unmount = async () => {
    root?.unmount();
    root = null;
  };
  return {
    bootstrap: () => registerNamespace(namespace, loadBundle),
    mount,
    unmount,
  };
}
