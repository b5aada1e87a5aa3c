import { act, type ComponentType } from 'react';
import { createRemoteLifecycles } from '../federation/remote-lifecycles';
import { registerCommonNamespace } from '../i18n/common-namespace';
import en from '../i18n/locales/en.json';

const AREA = 'single-spa-application:sample';

const Live = () => <p>live</p>;
const Broken = () => {
  throw new Error('broken');
};

function lifecycles(Root: ComponentType) {
  return createRemoteLifecycles({
    name: 'sample',
    version: '1.2.3',
    namespace: 'sample',
    loadBundle: async () => ({ title: 'Sample' }),
    Root,
  });
}

/** Mounts inside act, which flushes the render and its effects; the mount's promise resolves after them. */
async function mount(app: ReturnType<typeof lifecycles>) {
  let mounted: Promise<void> = Promise.resolve();
  await act(async () => {
    mounted = app.mount();
  });
  await mounted;
}

beforeAll(() => registerCommonNamespace());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('createRemoteLifecycles', () => {
  it('draws the remote in the area the page has, replacing its static HTML, and empties it on unmount', async () => {
    document.body.innerHTML = `<div id="${AREA}"><h1>prerendered</h1></div>`;
    const app = lifecycles(Live);
    await app.bootstrap();
    await mount(app);
    const area = document.getElementById(AREA);
    expect(area?.textContent).toBe('live');
    expect(area?.querySelector('[data-remote=sample]')?.getAttribute('data-version')).toBe('1.2.3');
    await act(() => app.unmount());
    expect(document.getElementById(AREA)?.innerHTML).toBe('');
    await mount(app);
    expect(document.getElementById(AREA)?.textContent).toBe('live');
    await act(() => app.unmount());
  });

  it('makes its area at the end of the body when the page has none', async () => {
    document.body.innerHTML = '<main id="other"></main>';
    const app = lifecycles(Live);
    await mount(app);
    expect(document.body.lastElementChild?.id).toBe(AREA);
    expect(document.body.lastElementChild?.textContent).toBe('live');
    await act(() => app.unmount());
  });

  it('shows the translated fallback and Retry when the remote fails to render, and still finishes mounting (e2e flaky-network: Retry loads the page again)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = lifecycles(Broken);
    await mount(app);
    const area = document.getElementById(AREA);
    expect(area?.querySelector('[role=alert] p')?.textContent).toBe(en.remoteFallback.text);
    const retry = area?.querySelector('[role=alert] button');
    expect(retry?.textContent).toBe(en.remoteFallback.retry);
    await act(() => app.unmount());
    error.mockRestore();
  });
});
