import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { PREVIEW_LINK, RUNNING_SHOP } from './tests/shop-under-test.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
if (PREVIEW_LINK && !RUNNING_SHOP) {
  throw new Error('E2E_PREVIEW needs E2E_BASE_URL: the running shop the preview link belongs to');
}
if (!RUNNING_SHOP) {
  // A fresh database and outbox per run; workers inherit it to read mails (password reset links).
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  // Deployment tests change what every page loads: they get a BFF and a data folder of their own.
  process.env.E2E_DEPLOY_PORT ??= String(port + 50);
  process.env.E2E_DEPLOY_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-deploy-'));
}
// One folder per server port (or running shop): parallel runs (other teams, other ports) do not clean each
// other's results and reports.
const run = RUNNING_SHOP ? new URL(RUNNING_SHOP).host.replace(/[^\w.-]/g, '-') : String(port);
const htmlReport = join(import.meta.dirname, 'playwright-report', run);
const reportDir = process.env.SHOP_REPORT_DIR;
const reporter: ReporterDescription[] = [
  ['list'],
  ['html', { open: 'never', outputFolder: htmlReport }],
  ['./shop-reporter.ts', { htmlReport }],
];
if (reportDir) reporter.push(['json', { outputFile: join(reportDir, 'playwright.json') }]);

export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${run}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter,
  // Against a running shop: it answers, and the preview link is honoured, before any journey starts.
  globalSetup: RUNNING_SHOP ? './global-setup.ts' : undefined,
  use: {
    baseURL: RUNNING_SHOP ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Playwright cannot download its browsers here: Debian's Chromium, or the one CHROMIUM_PATH names.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Against a running shop, none: the journeys use that one.
  webServer: RUNNING_SHOP
    ? undefined
    : [process.env.E2E_DATA_DIR, process.env.E2E_DEPLOY_DATA_DIR].map((dataDir, index) => {
        const serverPort = index === 0 ? port : Number(process.env.E2E_DEPLOY_PORT);
        return {
          // The composed production build, served by the BFF alone (the root `npm test` builds first).
          command: 'node ../bff/src/server.ts',
          env: {
            NODE_ENV: 'production',
            PORT: String(serverPort),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir ?? '',
            LOG_LEVEL: 'warn',
            // Every e2e test logs in from 127.0.0.1; the limiter itself is tested in the BFF suite.
            AUTH_RATE_LIMIT_MAX: '10000',
          },
          url: `http://127.0.0.1:${serverPort}/api/health`,
          reuseExistingServer: false,
          timeout: 60_000,
        };
      }),
});
