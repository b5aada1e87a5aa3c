// The release smoke test (issue 14): the composed app, running at --url, with one candidate remote version loaded in
// a headless Chromium through the preview cookie (only this browser gets it). Passes when the remote's area mounts
// at that version without its fallback and without a page error; signs in first where the area needs a user.
// node scripts/release-smoke.mjs --url http://localhost:8080 --remote games --version 0.2.0
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './setup.mjs';

/** Where each remote shows, and who must be signed in to see it (the demo school's users unless told otherwise). */
const PAGES = {
  public: { path: '/', user: null },
  games: { path: '/demo', user: null },
  student: { path: '/dashboard-student', user: process.env.RELEASE_SMOKE_STUDENT || 'student@demo.school' },
  staff: { path: '/dashboard', user: process.env.RELEASE_SMOKE_STAFF || 'teacher@demo.school' },
  reports: { path: '/dashboard/reports/me', user: process.env.RELEASE_SMOKE_REPORTS || 'franchise@demo.school' },
};
const PASSWORD = process.env.RELEASE_SMOKE_PASSWORD || 'demo1234';
const TIMEOUT_MS = 30_000;

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(' ')
    .split(/\s*--/)
    .filter(Boolean)
    .map((pair) => pair.split(/\s+/)),
);
const { url, remote, version } = args;
const page = PAGES[remote];
if (!url || !page || !version) {
  console.error(
    'usage: release-smoke.mjs --url <site> --remote <public|student|games|staff|reports> --version <x.y.z>',
  );
  process.exit(2);
}

async function signIn(tab, user) {
  const response = await tab.request.post(new URL('/api/v1/users/user/auth', url).href, {
    data: { username: user, password: PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in of ${user} failed: ${response.status()}`);
  const { token } = await response.json();
  const profile = await tab.request.get(new URL('/api/v1/users/user/me', url).href, {
    headers: { Authorization: `Token ${token}` },
  });
  if (!profile.ok()) throw new Error(`profile of ${user}: ${profile.status()}`);
  const user_ = await profile.json();
  await tab.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user_)],
  );
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
let failure = null;
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addCookies([{ name: 'abacus_preview', value: `${remote}@${version}`, url }]);
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  if (page.user) await signIn(tab, page.user);
  await tab.goto(new URL(page.path, url).href);
  // The mounted remote, not the landing page's prerendered HTML of the stable version (scripts/prerender.mjs).
  const area = tab.locator(`[data-remote="${remote}"]:not([data-prerendered])`).first();
  await area.waitFor({ timeout: TIMEOUT_MS });
  const shown = await area.getAttribute('data-version');
  if (await tab.getByTestId('remote-fallback').count()) failure = `${remote} showed its fallback`;
  else if (shown !== version) failure = `${remote} mounted version ${shown}, not ${version}`;
  else if (errors.length) failure = `page errors: ${errors.join('; ')}`;
} catch (error) {
  failure = error.message.split('\n')[0];
} finally {
  await browser.close();
}
if (failure) {
  console.error(`Smoke test of ${remote} ${version} at ${url} failed: ${failure}`);
  process.exit(1);
}
console.log(`Smoke test of ${remote} ${version} at ${url}: it mounts.`);
