import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const CI = Boolean(process.env.CI)
const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`
// Browser downloads do not work on our machines: use the system Chromium when there is one. CI
// runs Debian's headless shell (Chromium without its window, the browser Playwright itself runs
// headless): the whole browser cost the suite a fifth more CPU on two cores. Locally the whole
// browser comes first, so that `--headed` and `--debug` can show a window.
const systemBrowsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser']
const systemChromium = (
  CI ? ['/usr/bin/chromium-headless-shell', ...systemBrowsers] : systemBrowsers
).find((p) => existsSync(p))

export default defineConfig({
  testDir: 'tests/e2e',
  // Every test is independent of the others (its own visitor address, account and data: see
  // tests/e2e/fixtures.ts), so any order and any number of workers give the same result.
  fullyParallel: true,
  // CI has two cores, but a test spends about half its time waiting (for the server, for
  // scripts held back on purpose, for a page's code to run): with two workers the suite kept the
  // cores only 58% busy. Four keep them busy; the hang guards below still hold.
  workers: CI ? 4 : undefined,
  // A retry runs in a new worker with a new address: it tells a flaky test from a broken one in
  // the report, but a test that passes only on its retry still fails the run.
  retries: CI ? 1 : 0,
  failOnFlakyTests: CI,
  forbidOnly: CI,
  // Hang guards, not speed checks (speed is measured by bench/ and the budgets): a CI machine
  // runs two browsers, the server and its database on two cores, so it gets twice the time.
  timeout: CI ? 60_000 : 30_000,
  expect: { timeout: CI ? 10_000 : 7_000 },
  // The JSON report gives each test's time (scripts/run-tests.ts prints the slowest).
  reporter: CI
    ? [['list'], ['json', { outputFile: 'test-timings/e2e.json' }]]
    : [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'test-timings/e2e.json' }]],
  use: {
    baseURL,
    // Recording a trace cost CI a quarter of the browser suites' time (137 tests: 2.5 min with
    // every test traced, 1.9 min without), so CI traces only a retry; a first failure still
    // leaves its error and the page's accessibility snapshot (error-context.md).
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
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
  // Playwright hands out tests in the order of the projects here, each project's files in
  // order: the projects with long tests come first, so that the run does not end with them
  // (the budgets, at most two at a time, used to run last beside two idle workers; the late
  // scripts' two typing tests wait 34 s each on held-back code).
  projects: [
    // Budgets: what the machine cannot move (decision 0013), nothing timed, so they run in the
    // same run as the functional suite, on its server, at most two at a time.
    {
      name: 'budgets',
      testDir: 'tests/budgets',
      workers: 2,
      use: { ...devices['Desktop Chrome'] },
    },
    // Controls used in the first second on a phone while every script arrives 5 s late: each
    // does its native thing before the page's code (decision 0012).
    {
      name: 'late-js',
      testDir: 'tests/e2e-late-js',
      use: { ...devices['Pixel 7'] },
    },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // Forms that work before and without the page's code: JavaScript off, except in the specs
    // that let every script arrive late (decision 0011).
    {
      name: 'no-js',
      testDir: 'tests/e2e-nojs',
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: 'node tests/setup/e2e-server.mjs',
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      // For a DATABASE_URL given from outside: on the seeded template's copy the server checks
      // codes with the template's key (tests/setup/e2e-server.mjs).
      CODE_HMAC_KEY: 'e2e-suite-code-key',
      // The fixed captcha answer, honoured only beside its flag.
      CAPTCHA_TEST_ANSWER: 'e2e-test',
      ALLOW_TEST_CAPTCHA: '1',
      // The password-reset code the console SMS provider sends (tests/e2e-nojs/helpers.ts),
      // honoured only beside its flag.
      SMS_TEST_CODE: '246802',
      ALLOW_TEST_SMS_CODE: '1',
      // Above production's 10 and 30 a minute, for suites that post many hostile inputs from
      // one test; every test has an address of its own, so no two tests share an allowance.
      FORM_RATE_LIMIT: '60',
      FWCHECK_RATE_LIMIT: '60',
      // Each test is a visitor with its own address (tests/e2e/fixtures.ts): the browser sends
      // it as X-Forwarded-For, API calls as X-Forwarded-For or peopleIp.
      TRUST_PROXY: '1',
      CMS_TRUST_PEOPLE_IP: '1',
      // The first staff admin of the fresh database (the staff console's specs sign in with it).
      STAFF_ADMIN_EMAIL: 'admin@e2e.test',
      STAFF_ADMIN_PASSWORD: 'e2e-admin-password',
    },
  },
})
