import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/**
 * Lighthouse (mobile) as a person runs it from the command line (`npx lighthouse URL
 * --only-categories=performance`): a Chromium of its own for the run (chrome-launcher's default
 * flags, headless), Lighthouse's default mobile settings and simulated throttling. Used by the
 * benchmark `bench/lighthouse.ts` (decisions 0005, 0013).
 */
export type LighthouseRun = {
  score: number
  fcp: number
  lcp: number
  tbt: number
  /** The run's long tasks (simulated, four times what the machine took) and what they belong to. */
  longTasks: string
  /** Where the main thread's time went (simulated ms per group). */
  mainThread: string
}

type Items = { items?: Array<Record<string, unknown>> } | undefined

/** A script's or page's file name without its directory: what a long task is charged to. */
const shortUrl = (url: unknown) =>
  typeof url === 'string' ? (url.split('/').pop() || url).slice(0, 40) : '?'

export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    })
    const audits = result?.lhr.audits
    const items = (id: string) => (audits?.[id]?.details as Items)?.items ?? []
    return {
      score: result?.lhr.categories.performance?.score ?? 0,
      fcp: audits?.['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcp: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
      longTasks: items('long-tasks')
        .map(
          (t) =>
            `${Math.round(Number(t.duration))} ms at ${Math.round(Number(t.startTime))} ${shortUrl(t.url)}`,
        )
        .join(', '),
      mainThread: items('mainthread-work-breakdown')
        .map((i) => `${String(i.groupLabel ?? i.group)} ${Math.round(Number(i.duration))}`)
        .join(', '),
    }
  } finally {
    chrome.kill()
  }
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** The medians of a page's runs. */
export function medians(runs: LighthouseRun[]) {
  return {
    score: median(runs.map((r) => r.score)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
  }
}
