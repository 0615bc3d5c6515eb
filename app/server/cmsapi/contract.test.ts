import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleCmsHttp } from '~/server/cms/http'
import type { OpenDb } from '~/server/db/client'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import * as api from './calls'
import { httpTransport, inProcessTransport, type Transport } from './transport'

/** Serves the embedded service over real HTTP, exactly as the /api/cmsapi route does. */
async function serveOverHttp(db: OpenDb['db']): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, val]) =>
        typeof val === 'string' ? [[k, val] as [string, string]] : [],
      ),
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    })
    const response = await handleCmsHttp(request, url.pathname.replace(/^\/api\/cmsapi\//, ''), db)
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, url: `http://127.0.0.1:${port}` }
}

async function notFoundOf(promise: Promise<unknown>): Promise<boolean> {
  try {
    await promise
    return false
  } catch (error) {
    return error instanceof CmsApiError && error.isNotFound
  }
}

describe.each(testEngines())('cmsapi contract on %s', (engine) => {
  let opened: OpenDb
  let http: { server: Server; url: string }
  const transports: Array<[string, () => Transport]> = [
    ['in-process', () => inProcessTransport(opened.db)],
    ['http', () => httpTransport(http.url, '/api/cmsapi', 5000)],
  ]

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    http = await serveOverHttp(opened.db)
  }, 120_000)

  afterAll(async () => {
    http?.server.close()
    await opened?.close()
  })

  describe.each(transports)('through the %s transport', (_name, make) => {
    const en = { locale: 'en' as const }
    const zh = { locale: 'zh' as const }

    it('site settings, brands and the menu, filing record and banners', async () => {
      const t = make()
      expect((await api.cmsSiteSettings(en, t)).siteTitle).toBe('Ruifeng Tools')
      expect((await api.cmsSiteSettings(zh, t)).siteTitle).toBe('瑞丰工具')
      expect((await api.cmsProductBrandlist(en, t)).map((b) => b.code)).toEqual([
        'own',
        'dck',
        'dca',
        'kinlux',
      ])
      const menu = await api.cmsAdGetAd(zh, { type: 'top title' }, t)
      expect(menu[0]?.name).toBe('首页')
      // The official store: one child, the own brand's first official online store.
      expect(
        menu.some(
          (m) => m.child?.length === 1 && m.child[0]?.outerChain === 'https://ruifeng.tmall.com/',
        ),
      ).toBe(true)
      const filing = await api.cmsAdGetAd(en, { type: '备案信息' }, t)
      expect(filing[0]?.child?.[0]?.memo).toContain('©')
      expect((await api.cmsAdGetAds(en, { type: 'banner-home' }, t)).length).toBe(3)
      expect((await api.cmsAdGetPageSeo(zh, '/about/news', t))?.title).toBe('新闻资讯')
      expect(await api.cmsAdGetPageSeo(en, '/no/such/page', t)).toBeNull()
    })

    it('products: categories, filtered and paged lists, detail; other-language ids are not found', async () => {
      const t = make()
      const categories = await api.cmsProductProductClist(en, t)
      // The tools' eight categories and the batteries and chargers of the battery platforms.
      expect(categories).toHaveLength(9)
      const first = await api.cmsProductProductlist(en, { pageNo: 1, pageSize: 5 }, t)
      expect(first.total).toBe(34)
      expect(first.list).toHaveLength(5)
      const second = await api.cmsProductProductlist(en, { pageNo: 2, pageSize: 5 }, t)
      expect(second.list[0]?.id).not.toBe(first.list[0]?.id)
      const cat = categories[0]!
      const filtered = await api.cmsProductProductlist(en, { categoryId: cat.id, pageSize: 100 }, t)
      expect(filtered.total).toBe(cat.productCount)
      expect(filtered.list.every((p) => p.categoryId === cat.id)).toBe(true)
      const found = await api.cmsProductProductlist(en, { keyword: first.list[0]!.model }, t)
      expect(found.list.map((p) => p.id)).toContain(first.list[0]!.id)
      const detail = await api.cmsProductDetail(en, first.list[0]!.id, t)
      expect(detail.specs.length).toBeGreaterThan(2)
      expect(detail.brand?.name).toBeTruthy()
      expect(await notFoundOf(api.cmsProductDetail(zh, first.list[0]!.id, t))).toBe(true)
      expect(await notFoundOf(api.cmsProductDetail(en, 999_999, t))).toBe(true)
    })

    it('language twins: details name their versions by language, categories share keys', async () => {
      const t = make()
      const enList = await api.cmsProductProductlist(en, { pageSize: 100 }, t)
      const zhList = await api.cmsProductProductlist(zh, { pageSize: 100 }, t)
      const item = enList.list[3]!
      const twin = zhList.list.find((p) => p.key === item.key)
      expect(twin).toBeTruthy()
      expect(twin!.id).not.toBe(item.id)
      const detail = await api.cmsProductDetail(en, item.id, t)
      expect(detail.alternates).toEqual({ en: item.id, zh: twin!.id })
      const zhDetail = await api.cmsProductDetail(zh, twin!.id, t)
      expect(zhDetail.model).toBe(detail.model)
      expect(zhDetail.specs.map((x) => x.value)).toEqual(detail.specs.map((x) => x.value))
      const enCats = await api.cmsProductProductClist(en, t)
      const zhCats = await api.cmsProductProductClist(zh, t)
      expect(enCats.map((c) => c.key)).toEqual(zhCats.map((c) => c.key))
      const news = (await api.cmsContentList(en, { pageSize: 1 }, t)).list[0]!
      const newsDetail = await api.cmsContentDetail(en, news.id, t)
      expect(newsDetail.alternates?.en).toBe(news.id)
      expect(newsDetail.alternates?.zh).toBeGreaterThan(0)
      const job = (await api.cmsPositionSociallist(zh, { pageSize: 1 }, t)).list[0]!
      expect((await api.cmsPositionDetail(zh, job.id, t)).alternates?.zh).toBe(job.id)
      const file = (await api.cmsProductDownlist(en, { kind: 'manual', pageSize: 1 }, t)).list[0]!
      expect((await api.cmsProductDownDetail(en, file.id, t)).alternates?.en).toBe(file.id)
    })

    it('news: list with category filter and paging, detail with neighbours', async () => {
      const t = make()
      const page = await api.cmsContentList(zh, { pageNo: 1, pageSize: 10 }, t)
      expect(page.total).toBe(12)
      expect(page.categories).toHaveLength(3)
      const byCategory = await api.cmsContentList(zh, { categoryId: page.categories[1]!.id }, t)
      expect(byCategory.total).toBeGreaterThan(0)
      expect(byCategory.list.every((n) => n.categoryId === page.categories[1]!.id)).toBe(true)
      const second = page.list[1]!
      const detail = await api.cmsContentDetail(zh, second.id, t)
      expect(detail.prev?.id).toBe(page.list[0]!.id)
      expect(detail.next?.id).toBe(page.list[2]!.id)
      expect(await notFoundOf(api.cmsContentDetail(en, second.id, t))).toBe(true)
    })

    it('positions by campus and social type, and their detail', async () => {
      const t = make()
      const campusTypes = await api.cmsPositionCampusType(en, t)
      const socialTypes = await api.cmsPositionSocialType(en, t)
      expect(campusTypes.length).toBeGreaterThan(0)
      const campus = await api.cmsPositionCampuslist(en, {}, t)
      const social = await api.cmsPositionSociallist(en, { typeId: socialTypes[0]!.id }, t)
      expect(campus.total + (await api.cmsPositionSociallist(en, {}, t)).total).toBe(14)
      expect(social.list.every((p) => p.typeId === socialTypes[0]!.id)).toBe(true)
      const detail = await api.cmsPositionDetail(en, campus.list[0]!.id, t)
      expect(detail.duties).toContain('<li>')
      expect(detail.headcount).toBeGreaterThan(0)
    })

    it('downloads and manuals with categories and options; detail', async () => {
      const t = make()
      const cats = await api.cmsProductDownClist(en, { kind: 'manual' }, t)
      const options = await api.cmsProductDownOpt(en, t)
      expect(options).toHaveLength(4)
      const manuals = await api.cmsProductDownlist(
        en,
        { kind: 'manual', categoryId: cats[0]!.id },
        t,
      )
      expect(manuals.list.every((d) => d.kind === 'manual' && d.categoryId === cats[0]!.id)).toBe(
        true,
      )
      const downloads = await api.cmsProductDownlist(
        en,
        { optionId: options[0]!.id, pageSize: 50 },
        t,
      )
      expect(
        downloads.list.every((d) => d.kind === 'download' && d.optionId === options[0]!.id),
      ).toBe(true)
      const detail = await api.cmsProductDownDetail(en, manuals.list[0]!.id, t)
      expect(detail.fileUrl).toMatch(/\.pdf$/)
    })

    it('videos of each kind', async () => {
      const t = make()
      for (const list of [
        api.cmsFileHuodongvideolist,
        api.cmsFileProductvideolist,
        api.cmsFileAftersalevideolist,
      ]) {
        const page = await list(zh, { pageSize: 20 }, t)
        expect(page.total).toBe(5)
      }
    })

    it('outlets by area, province and city; stores and their positions', async () => {
      const t = make()
      const levels = await api.cmsBusinessGetOpts(en, t)
      expect(levels.flatMap((a) => a.provinces)).toHaveLength(31)
      const province = levels[0]!.provinces[0]!
      const list = await api.cmsBusinessList(
        en,
        { province: province.province, city: province.cities[0] },
        t,
      )
      expect(list.total).toBeGreaterThan(0)
      expect(list.list.every((o) => o.city === province.cities[0])).toBe(true)
      expect((await api.cmsBusinessList(en, { pageSize: 100 }, t)).total).toBeGreaterThanOrEqual(
        120,
      )
      expect(
        (await api.cmsBusinessBusinesslist(en, { area: levels[0]!.area }, t)).length,
      ).toBeGreaterThan(0)
      const stores = await api.cmsBusinessListAA(zh, { region: 'intl' }, t)
      expect(stores.total).toBe(12)
      expect((await api.cmsBusinessAalist(zh, { region: 'cn' }, t)).length).toBe(40)
    })

    it('bad input is a 400 with a message, never a 500', async () => {
      const t = make()
      const failure = await api.cmsProductProductlist(en, { pageSize: 1000 }, t).then(
        () => null,
        (e: unknown) => e,
      )
      expect(failure).toBeInstanceOf(CmsApiError)
      expect((failure as CmsApiError).status).toBe(400)
      expect((failure as CmsApiError).message).toContain('pageSize')
    })
  })

  it('an unknown call, bad JSON, a body that is not JSON and a wrong method get 4xx envelopes over HTTP', async () => {
    const unknown = await fetch(`${http.url}/api/cmsapi/common/nope`)
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).code).toBe(404)
    const json = { 'content-type': 'application/json' }
    const badJson = await fetch(`${http.url}/api/cmsapi/common/cmsContent/list`, {
      method: 'POST',
      headers: json,
      body: '{nope',
    })
    expect(badJson.status).toBe(400)
    // A cross-site form can post text/plain without asking first: only JSON is taken.
    const plain = await fetch(`${http.url}/api/cmsapi/common/cmsContent/list`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    })
    expect(plain.status).toBe(415)
    const big = await fetch(`${http.url}/api/cmsapi/common/cmsContent/list`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ keyword: 'x'.repeat(100_000) }),
    })
    expect(big.status).toBe(413)
  })
})

describe('an unreachable or slow upstream', () => {
  it('is a 502 when nothing listens', async () => {
    const t = httpTransport('http://127.0.0.1:9', '/api/cmsapi', 2000)
    const error = await api.cmsSiteSettings({ locale: 'en' }, t).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsApiError)
    expect((error as CmsApiError).status).toBe(502)
  })

  it('is a 504 within the timeout when it never answers', async () => {
    const stall = createServer(() => {})
    await new Promise<void>((resolve) => stall.listen(0, '127.0.0.1', resolve))
    const { port } = stall.address() as AddressInfo
    const started = Date.now()
    const t = httpTransport(`http://127.0.0.1:${port}`, '/api/cmsapi', 300)
    const error = await api.cmsSiteSettings({ locale: 'en' }, t).catch((e: unknown) => e)
    expect((error as CmsApiError).status).toBe(504)
    expect(Date.now() - started).toBeLessThan(2000)
    stall.closeAllConnections()
    stall.close()
  })
})
