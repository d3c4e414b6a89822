import { defineConfig, devices, type LaunchOptions } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (docs: DESIGN.md, known pitfalls).
const launchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * End-to-end tests of the built storefront on the real API server. The global setup starts the server
 * (it builds nothing: run `npm run build` first) and sets CARTWISE_E2E_BASE_URL, which the workers,
 * started after it, read here.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/playwright',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // The shared 2-core CI machine is slow under load: tests ran out of the default 30 s there.
  // Expect timeouts stay at their default.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: process.env.CARTWISE_E2E_BASE_URL,
    headless: true,
    launchOptions,
    // Recording a trace of every test costs about a third of the run on the 2-core CI machine; there a
    // failure keeps its screenshot and error context, and a local run keeps the trace too.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // `*.phone.spec.ts` and `*.desktop.spec.ts` hold what only one screen size has (the mobile menu).
    {
      name: 'desktop',
      testIgnore: '**/*.phone.spec.ts',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // The phone runs the tests tagged PHONE (e2e/support/fixtures.ts): what its screen changes. Running
    // all of them twice took CI to 20 minutes for little more coverage.
    {
      name: 'phone',
      testIgnore: '**/*.desktop.spec.ts',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
});
