import { defineConfig, devices } from '@playwright/test';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The machines that run these tests have no network beyond localhost; background networking would
  // only produce refused connections.
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** The journeys from the home page to the downloaded package, by clicking only. */
const JOURNEYS = 'journeys/**/*.spec.ts';

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      testIgnore: JOURNEYS,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      name: 'desktop',
      testIgnore: JOURNEYS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // The whole cases walked by clicking only: slow, so in a project of their own that CI can time and
    // shard. Each journey sets its own device size.
    {
      name: 'journeys',
      testMatch: JOURNEYS,
      // A journey takes two to three minutes; a screen that stops offering the way on must fail within
      // a minute, not hold CI for the whole budget and again on the retry.
      timeout: 8 * 60_000,
      use: { launchOptions: chromium, actionTimeout: 60_000 },
    },
  ],
});
