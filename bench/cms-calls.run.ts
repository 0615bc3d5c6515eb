// The body of bench/cms-calls.ts, loaded through Vite (the handlers use Lingui macros).
import { cpus } from 'node:os'
import * as api from '~/server/cmsapi/calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import { seed } from '~/server/db/seed'
import { openTestDb } from '~/server/db/test-db'

const engine = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
const runs = Number(process.env.BENCH_RUNS ?? 300)
const opened = await openTestDb(engine)
await seed(opened.db)
const t = inProcessTransport(opened.db)
const en = { locale: 'en' as const }

const news = await api.cmsContentList(en, {}, t)
const products = await api.cmsProductProductlist(en, {}, t)
const positions = await api.cmsPositionSociallist(en, {}, t)
const downloads = await api.cmsProductDownlist(en, {}, t)

const calls: Array<[string, () => Promise<unknown>]> = [
  ['cmsSite/settings', () => api.cmsSiteSettings(en, t)],
  ['cmsAd/getAd (menu)', () => api.cmsAdGetAd(en, { type: 'top title' }, t)],
  ['cmsAd/getAds (banners)', () => api.cmsAdGetAds(en, { type: 'banner-home' }, t)],
  ['cmsAd/getPageSeo', () => api.cmsAdGetPageSeo(en, '/about/news', t)],
  ['cmsProduct/productClist', () => api.cmsProductProductClist(en, t)],
  ['cmsProduct/productlist', () => api.cmsProductProductlist(en, {}, t)],
  ['cmsProduct/productlist keyword', () => api.cmsProductProductlist(en, { keyword: 'drill' }, t)],
  ['cmsProduct/detail', () => api.cmsProductDetail(en, products.list[0]!.id, t)],
  ['cmsContent/list', () => api.cmsContentList(en, {}, t)],
  ['cmsContent/detail', () => api.cmsContentDetail(en, news.list[3]!.id, t)],
  ['cmsPosition/sociallist', () => api.cmsPositionSociallist(en, {}, t)],
  ['cmsPosition/detail', () => api.cmsPositionDetail(en, positions.list[0]!.id, t)],
  ['cmsProduct/downlist', () => api.cmsProductDownlist(en, {}, t)],
  ['cmsProduct/downDetail', () => api.cmsProductDownDetail(en, downloads.list[0]!.id, t)],
  ['cmsFile/productvideolist', () => api.cmsFileProductvideolist(en, {}, t)],
  ['cmsBusiness/getOpts', () => api.cmsBusinessGetOpts(en, t)],
  ['cmsBusiness/list', () => api.cmsBusinessList(en, {}, t)],
  ['cmsBusiness/listAA', () => api.cmsBusinessListAA(en, {}, t)],
]

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const rows = []
for (const [name, fn] of calls) {
  for (let i = 0; i < 20; i++) await fn() // warm up
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  rows.push({
    call: name,
    'p50 ms': Number(percentile(times, 50).toFixed(2)),
    'p99 ms': Number(percentile(times, 99).toFixed(2)),
  })
}
console.log(`cmsapi calls, in-process, ${engine}, ${cpus().length} cores, ${runs} runs each`)
console.table(rows)
await opened.close()
