import { defineConfig } from '@playwright/test';
import { BASE_URL } from './paths.mjs';

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    serviceWorkers: 'block',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'app', testIgnore: /release\.spec/ },
    // Publishes, promotes and breaks remote versions of the served site: runs alone, after everything else.
    { name: 'shipping', testMatch: /release\.spec/, dependencies: ['app'] },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `${BASE_URL}/api/v1/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL: the API then stops its embedded PostgreSQL server (its own process group).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
