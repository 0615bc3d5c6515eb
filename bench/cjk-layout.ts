// Main-thread work of the Chinese pages against the English ones, and what the font stack does to
// it: each page type in both languages, loaded in a phone-sized Chromium, with the font stack as
// built and with the Chinese fonts first for the Chinese pages (the stylesheet rewritten on the
// way). Prints the medians of the browser's own counters (layout, style, script, all tasks) per
// page and stack. Run it on a quiet machine; compare rows of one run, not runs of two machines.
// Usage: npm run build && npx tsx bench/cjk-layout.ts   (BENCH_RUNS: loads per page and stack, 7)
import { chromium, devices } from '@playwright/test'
import { pageTypes } from '../tests/budgets/pages.ts'
import { requireBuild, seededDatabaseUrl, startServer } from './lib.ts'

const runs = Number(process.env.BENCH_RUNS ?? 7)
/** The stack a Chinese page would get with its own fonts first (what the `:lang(zh)` rule sets). */
const CJK_FIRST = `"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif`

requireBuild()
const server = await startServer(3209, { DATABASE_URL: await seededDatabaseUrl() })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
type Counters = { layout: number; style: number; script: number; task: number }
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** One load: the browser's counters once the page has hydrated, in ms. */
async function load(url: string, rewrite: boolean): Promise<Counters> {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  const page = await context.newPage()
  if (rewrite) {
    await page.route('**/assets/*.css', async (route) => {
      const response = await route.fetch()
      const css = (await response.text()).replace(
        /:root:lang\(zh\)\{--default-font-family:[^;}]*|--default-font-family:[^;}]*/,
        (found) => (found.startsWith(':root') ? found : `--default-font-family:${CJK_FIRST}`),
      )
      await route.fulfill({ response, body: css })
    })
  }
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await page.goto(url)
  await page.waitForSelector('html[data-hydrated="true"]')
  await page.waitForLoadState('load')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000
  await context.close()
  return {
    layout: get('LayoutDuration'),
    style: get('RecalcStyleDuration'),
    script: get('ScriptDuration'),
    task: get('TaskDuration'),
  }
}

try {
  const paths = await pageTypes(server.url)
  console.log(`${runs} loads per row; medians in ms of the main thread's counters`)
  console.log('page'.padEnd(34), 'stack'.padEnd(12), 'layout  style  script   tasks')
  for (const path of paths) {
    const zh = path.startsWith('/zh')
    for (const rewrite of zh ? [false, true] : [false]) {
      const url = new URL(path, server.url).href
      await load(url, rewrite)
      const samples: Counters[] = []
      for (let i = 0; i < runs; i++) samples.push(await load(url, rewrite))
      const m = (key: keyof Counters) =>
        median(samples.map((s) => s[key]))
          .toFixed(0)
          .padStart(6)
      console.log(
        path.padEnd(34),
        (rewrite ? 'CJK first' : 'as built').padEnd(12),
        `${m('layout')} ${m('style')} ${m('script')} ${m('task')}`,
      )
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
