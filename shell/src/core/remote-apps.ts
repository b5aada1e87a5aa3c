// single-spa applications for the remotes. A remote that fails to load gets fallback lifecycles:
// a translated message with Retry in its own area, while every other area keeps working.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { registerApplication, triggerAppChange, unloadApplication, type LifeCycles } from 'single-spa';
import { ACTIVE_WHEN, REMOTE_NAMES, type RemoteName } from './applications';
import { loadExposed, resetRemote } from './remote-registry';
import { checkForNewVersion } from './version-watch';
import { RemoteFallback } from '../ui/remote-fallback';

export const areaId = (name: RemoteName) => `single-spa-application:${name}`;

async function retry(name: RemoteName): Promise<void> {
  resetRemote(name);
  await unloadApplication(name, { waitForUnmount: false });
  await triggerAppChange();
}

function fallbackLifecycles(name: RemoteName): LifeCycles {
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      container = document.createElement('div');
      container.id = areaId(name);
      document.body.appendChild(container);
      root = createRoot(container);
      root.render(createElement(RemoteFallback, { name, onRetry: () => void retry(name) }));
    },
    unmount: async () => {
      root?.unmount();
      container?.remove();
    },
  };
}

/**
 * A new task: the remote's code runs in the task its last file arrived in, and its bootstrap and first render start in
 * the next one, so a phone's main thread is not held by both at once (issue 15: Total Blocking Time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function loadApp(name: RemoteName): Promise<LifeCycles> {
  try {
    const app = await loadExposed<LifeCycles>(name, './app');
    await nextTask();
    return app;
  } catch (error) {
    console.error(`Remote ${name} could not be loaded`, error);
    // Files this shell cannot load may be a newer deployment's: if there is one, the new-version modal offers it.
    void checkForNewVersion();
    return fallbackLifecycles(name);
  }
}

export function registerRemoteApps(): void {
  for (const name of REMOTE_NAMES) {
    registerApplication({ name, app: () => loadApp(name), activeWhen: (l) => ACTIVE_WHEN[name](l.pathname) });
  }
}
