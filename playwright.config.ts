import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`
// Browser downloads do not work on our machines: use the system Chromium when there is one.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // Budgets measure speed: they run alone, after the functional suite.
    {
      name: 'budgets',
      testDir: 'tests/budgets',
      // One after the other: Lighthouse must not share the CPU with the other budget.
      fullyParallel: false,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node tests/setup/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      CAPTCHA_TEST_ANSWER: 'e2e-test',
      // The suite submits many forms from one address; the limits themselves are tested
      // through the API with distinct client IPs.
      FORM_RATE_LIMIT: '60',
      FWCHECK_RATE_LIMIT: '60',
      CMS_TRUST_PEOPLE_IP: '1',
      // Tests that count per-address limits through the browser give each page its own address.
      TRUST_PROXY: '1',
      NODE_ENV: 'test',
      // The first staff admin of the fresh database (the staff console's specs sign in with it).
      STAFF_ADMIN_EMAIL: 'admin@e2e.test',
      STAFF_ADMIN_PASSWORD: 'e2e-admin-password',
    },
  },
})
