import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { log } from '~/server/log'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import {
  type LegacyCms,
  SIM_CAPTCHA_ANSWER,
  SIM_MEMBER,
  startLegacyCms,
} from '../../../tests/legacy-cms/server.ts'
import * as api from './calls'
import { cmsProductFangweiSel, cmsSurveyRecordAddItem, cmsSurveyRecordList } from './forms-calls'
import * as member from './member-calls'
import { httpTransport, type Transport } from './transport'

/**
 * The client in front of an old CMS (tests/legacy-cms): every form such a system answers in is
 * read into the one shape the pages use, and every way it fails is a typed error with one log
 * line for the operator.
 */
let cms: LegacyCms
const en = { locale: 'en' as const }
const zh = { locale: 'zh' as const }
/** A transport of its own for each test: calls it found missing are not remembered across. */
const upstream = (timeoutMs = 2000): Transport => httpTransport(cms.url, '/api/cmsapi', timeoutMs)

beforeAll(async () => {
  cms = await startLegacyCms()
})
afterAll(async () => {
  await cms.close()
})
afterEach(() => {
  cms.reset()
  cms.clearLog()
  vi.restoreAllMocks()
})

/** The JSON log lines written while `work` ran. */
async function logLinesOf(work: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = []
  for (const level of ['info', 'warn'] as const) {
    vi.spyOn(log, level).mockImplementation((fields: unknown, msg?: unknown) => {
      lines.push({ level, ...(typeof fields === 'object' ? fields : {}), msg })
    })
  }
  await work().catch(() => {})
  vi.restoreAllMocks()
  return lines
}

async function failureOf(promise: Promise<unknown>): Promise<CmsApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof CmsApiError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

/** Everything the content pages read, in one language. */
async function readAll(ctx: { locale: 'en' | 'zh' }, t: Transport) {
  return {
    menu: await api.cmsAdGetAd(ctx, { type: 'top title' }, t),
    filing: await api.cmsAdGetAd(ctx, { type: '备案信息' }, t),
    banners: await api.cmsAdGetAds(ctx, { type: 'banner-home' }, t),
    seo: await api.cmsAdGetPageSeo(ctx, '/about/news', t),
    categories: await api.cmsProductProductClist(ctx, t),
    products: await api.cmsProductProductlist(ctx, { pageSize: 20 }, t),
    product: await api.cmsProductDetail(ctx, ctx.locale === 'zh' ? 1101 : 101, t),
    news: await api.cmsContentList(ctx, { pageSize: 20 }, t),
    article: await api.cmsContentDetail(ctx, ctx.locale === 'zh' ? 1302 : 302, t),
    campusTypes: await api.cmsPositionCampusType(ctx, t),
    social: await api.cmsPositionSociallist(ctx, {}, t),
    position: await api.cmsPositionDetail(ctx, ctx.locale === 'zh' ? 1503 : 503, t),
    fileCategories: await api.cmsProductDownClist(ctx, { kind: 'download' }, t),
    options: await api.cmsProductDownOpt(ctx, t),
    files: await api.cmsProductDownlist(ctx, { kind: 'manual' }, t),
    videos: await api.cmsFileProductvideolist(ctx, {}, t),
    levels: await api.cmsBusinessGetOpts(ctx, t),
    outlets: await api.cmsBusinessList(ctx, {}, t),
    outletPositions: await api.cmsBusinessBusinesslist(ctx, {}, t),
    stores: await api.cmsBusinessListAA(ctx, { region: 'cn' }, t),
    storePositions: await api.cmsBusinessAalist(ctx, { region: 'intl' }, t),
  }
}

describe('legacy answers are read into the pages’ shape', () => {
  it('numeric strings, China-time dates, nulls, child: null, comma lists and relative media read as clean answers do', async () => {
    for (const ctx of [en, zh]) {
      const legacy = await readAll(ctx, upstream())
      Object.assign(cms.quirks, {
        numericStrings: false,
        legacyDates: false,
        nulls: false,
        childNull: false,
        commaLists: false,
        relativeMedia: false,
      })
      const clean = await readAll(ctx, upstream())
      cms.reset()
      expect(legacy).toEqual(clean)
    }
  })

  it('gives numbers, ISO times, absolute media URLs, empty text and lists', async () => {
    const news = await api.cmsContentList(en, { pageSize: 2 }, upstream())
    expect(news).toMatchObject({ total: 4, pageNo: 1, pageSize: 2 })
    expect(news.list[0]).toEqual({
      id: 301,
      key: undefined,
      categoryId: 21,
      title: 'New service centre opens in Chengdu',
      summary: 'Repairs within three working days for all of Sichuan.',
      cover: `${cms.url}/profile/upload/news-301.svg`,
      // '2026-03-18 09:30:00' China time
      publishedAt: '2026-03-18T01:30:00.000Z',
    })
    expect(news.categories.map((c) => c.name)).toEqual(['Company news', 'Industry'])
    const oldest = await api.cmsContentDetail(zh, 1304, upstream())
    expect(oldest).toMatchObject({
      title: '电池平台走向通用',
      cover: '',
      prev: { id: 1303 },
      next: null,
    })
    // A body's pictures and files are the CMS's; its links to pages are the site's.
    expect(oldest.content).toContain(`<img src="${cms.url}/profile/upload/news-304-body.svg"`)
    const drill = await api.cmsProductDetail(en, 101, upstream())
    expect(drill.content).toContain(`<a href="${cms.url}/profile/upload/files/manual-101.pdf">`)
    expect(drill.content).toContain('<a href="/service/download">')

    const menu = await api.cmsAdGetAd(zh, { type: 'top title' }, upstream())
    expect(menu[0]).toMatchObject({ name: '首页', child: [] })
    expect(menu[1]?.child.map((c) => c.name)).toEqual(['公司简介', '新闻中心'])

    const products = await api.cmsProductProductlist(en, { featured: true }, upstream())
    expect(products.list.every((p) => p.featured)).toBe(true)
    expect(products.list[0]?.images).toEqual([
      `${cms.url}/profile/upload/product-101.svg`,
      `${cms.url}/profile/upload/product-101-side.svg`,
    ])
    expect(products.list[1]).toMatchObject({ mallUrl: null, brandId: null, categoryId: 11 })

    const outlets = await api.cmsBusinessList(en, {}, upstream())
    expect(outlets.list[0]).toMatchObject({ id: 801, lat: 29.87, lng: 121.55 })
  })

  it('a CMS without battery platforms: a product has none, so its page shows no "Works with"', async () => {
    const drill = await api.cmsProductDetail(en, 101, upstream())
    expect(drill.name).toBeTruthy()
    expect(drill.platform).toBeNull()
  })

  it('drops a list record without an id or title, keeps the rest and logs it', async () => {
    cms.quirks.brokenRecord = true
    let news: Awaited<ReturnType<typeof api.cmsContentList>> | undefined
    const lines = await logLinesOf(async () => {
      news = await api.cmsContentList(en, { pageSize: 20 }, upstream())
    })
    expect(news?.list.map((n) => n.id)).toEqual([301, 302, 303, 304])
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'upstream record dropped',
        call: 'POST common/cmsContent/list',
        index: 4,
        where: 'title',
      }),
    ])
  })

  it('code 1500 without data is success: an empty list, an empty page; a detail without data is a 404 no cache keeps', async () => {
    cms.quirks.calls = {
      'common/cmsContent/list': 'code1500',
      'common/cmsProduct/productClist': 'code1500',
      'common/cmsContent/detail': 'code1500',
    }
    expect(await api.cmsContentList(en, {}, upstream())).toEqual({
      list: [],
      categories: [],
      total: 0,
      pageNo: 1,
      pageSize: 0,
    })
    expect(await api.cmsProductProductClist(en, upstream())).toEqual([])
    const empty = await failureOf(api.cmsContentDetail(en, 301, upstream()))
    expect(empty.isNotFound).toBe(true)
    expect(empty.isRecordNotFound).toBe(false)
  })

  it('a record the CMS says does not exist (code 404) is a plain not-found', async () => {
    const error = await failureOf(api.cmsContentDetail(en, 999, upstream()))
    expect(error.isNotFound).toBe(true)
    expect(error.isRecordNotFound).toBe(true)
  })
})

describe('failures are typed errors with one log line each', () => {
  it('code 500 with a message: a 502 keeping the body; the line has call, status, code, duration, never the token', async () => {
    cms.quirks.calls = { 'common/cmsSurveyRecord/list': 'code500' }
    let error: CmsApiError | undefined
    const lines = await logLinesOf(async () => {
      error = await failureOf(
        cmsSurveyRecordList(
          { ...en, token: 'secret-member-token' },
          { type: 'feedback' },
          upstream(),
        ),
      )
    })
    expect(error).toMatchObject({ status: 502, code: 500, failure: 'code' })
    expect(error?.body).toEqual({ code: 500, message: '系统内部错误，请联系管理员', data: {} })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'upstream call failed',
      call: 'POST common/cmsSurveyRecord/list',
      httpStatus: 200,
      code: 500,
      failure: 'code',
      message: '系统内部错误，请联系管理员',
      requestId: null,
    })
    expect(lines[0]?.durationMs).toEqual(expect.any(Number))
    expect(JSON.stringify(lines)).not.toContain('secret-member-token')
  })

  it('HTTP 400 keeps its status (the page leads to /400); HTTP 500 with HTML is a 502', async () => {
    cms.quirks.calls = {
      'common/cmsContent/list': 'http400',
      'common/cmsPosition/sociallist': 'http500',
    }
    expect(await failureOf(api.cmsContentList(en, {}, upstream()))).toMatchObject({
      status: 400,
      failure: 'http',
      httpStatus: 400,
    })
    expect(await failureOf(api.cmsPositionSociallist(en, {}, upstream()))).toMatchObject({
      status: 502,
      failure: 'http',
      httpStatus: 500,
    })
  })

  it('a call the CMS lacks (HTTP 404 HTML) is a missing call, never a not-found, and is not asked again for a while', async () => {
    const t = upstream()
    const lines = await logLinesOf(async () => {
      for (let i = 0; i < 3; i++) {
        const error = await failureOf(api.cmsSiteSettings(en, t))
        expect(error).toMatchObject({ status: 502, failure: 'missing-call', isNotFound: false })
      }
    })
    expect(cms.log.filter((c) => c.path === 'common/cmsSite/settings')).toHaveLength(1)
    expect(lines).toEqual([
      expect.objectContaining({
        call: 'GET common/cmsSite/settings',
        httpStatus: 404,
        failure: 'missing-call',
      }),
    ])
    // A §7 call that answers HTML 404 is the same.
    cms.quirks.calls = { 'common/cmsContent/detail': 'html404' }
    expect(await failureOf(api.cmsContentDetail(en, 301, t))).toMatchObject({
      failure: 'missing-call',
      isNotFound: false,
    })
  })

  it('a slow call is a 504 after the timeout, an unreachable CMS a 502, an answer that is not JSON a 502', async () => {
    cms.quirks.calls = { 'common/cmsPosition/campusType': 'slow', 'common/cmsAd/getAds': 'garbage' }
    cms.quirks.slowMs = 1500
    const slow = await failureOf(api.cmsPositionCampusType(en, upstream(300)))
    expect(slow).toMatchObject({ status: 504, failure: 'timeout' })
    expect(await failureOf(api.cmsAdGetAds(en, { type: 'banner-home' }, upstream()))).toMatchObject(
      {
        status: 502,
        failure: 'shape',
      },
    )
    const dead = httpTransport('http://127.0.0.1:9', '/api/cmsapi', 1000)
    const lines = await logLinesOf(() => api.cmsContentList(en, {}, dead))
    expect(lines[0]).toMatchObject({ failure: 'unreachable', httpStatus: null, code: null })
  })
})

describe('members, forms and the captcha through an old CMS', () => {
  it('the captcha is a picture with its key in a header or a cookie, or a data: URL in JSON; registering with it passes a bare 1 through', async () => {
    for (const where of ['header', 'cookie', 'json'] as const) {
      cms.quirks.captchaKeyIn = where
      const captcha = await member.cmsApiMemberKaptcha(en, upstream())
      expect(captcha.image).toMatch(/^<img src="data:image\/png;base64,[\w+/=]+" alt=""/)
      expect(captcha.key).toMatch(/^[0-9a-f]{16}$/)
      const account = `1391234${{ header: '0001', cookie: '0002', json: '0004' }[where]}`
      const registered = await member.cmsApiMemberRegister(
        en,
        {
          account,
          password: 'pass-123456',
          savePassword: 'pass-123456',
          email: 'a@example.cn',
          verCode: SIM_CAPTCHA_ANSWER,
          verKey: captcha.key,
        },
        upstream(),
      )
      expect(registered).toBe(true)
    }
    // An SVG keeps its drawing, never a script or a handler.
    cms.quirks.captchaKeyIn = 'svg'
    const svg = await member.cmsApiMemberKaptcha(en, upstream())
    expect(svg.image).toMatch(/^<svg[^>]*>.*<path d="/)
    expect(svg.image).not.toMatch(/script|onclick|alert/)
    // A wrong key is the CMS's refusal: code 500 with its message.
    expect(
      await failureOf(
        member.cmsApiMemberRegister(
          en,
          { account: '13912340003', password: 'x', verKey: 'nope', verCode: 'x' },
          upstream(),
        ),
      ),
    ).toMatchObject({ code: 500, message: '验证码错误' })
  })

  it('a bare 0 passes through as refused', async () => {
    const reset = await member.cmsApiMemberFindPass(
      en,
      { account: SIM_MEMBER.account, code: '000000', password: 'x', savePassword: 'x' },
      upstream(),
    )
    expect(reset).toBe(false)
  })

  it('login reads a member with nulls; member calls carry the token and the visitor address', async () => {
    const ctx = { ...en, peopleIp: '203.0.113.7' }
    const session = await member.cmsApiMemberLogin(ctx, SIM_MEMBER, upstream())
    expect(session.userInfo).toEqual({
      account: SIM_MEMBER.account,
      nickname: '',
      email: 'chen@example.cn',
      address: '',
    })
    const me = await member.cmsApiMemberDetail({ ...ctx, token: session.token }, upstream())
    expect(me.account).toBe(SIM_MEMBER.account)
    const detail = cms.log.find((c) => c.path === 'cmsApiMember/detail')
    expect(detail).toMatchObject({
      authorization: session.token,
      peopleIp: '203.0.113.7',
      lang: 'en',
    })
    expect(await member.cmsApiMemberLogout({ ...ctx, token: session.token }, upstream())).toBe(true)
    expect(
      await failureOf(member.cmsApiMemberDetail({ ...ctx, token: session.token }, upstream())),
    ).toMatchObject({ status: 401 })
  })

  it('a form stored with a bare 1 has no reference; a bare 0 is a refusal', async () => {
    const payload = { type: 'feedback', fields: { theme: 'x' }, idempotencyKey: 'k-12345678' }
    expect(await cmsSurveyRecordAddItem(en, payload, upstream())).toEqual({
      id: null,
      reference: null,
    })
    cms.quirks.bareDone = false
    expect((await cmsSurveyRecordAddItem(en, payload, upstream())).id).toEqual(expect.any(Number))
    cms.quirks.calls = { 'common/cmsSurveyRecord/addItem': 'bare0' }
    expect(await failureOf(cmsSurveyRecordAddItem(en, payload, upstream()))).toMatchObject({
      status: 502,
    })
  })

  it('the anti-counterfeit check reads string counts, flags and China-time dates', async () => {
    const check = await cmsProductFangweiSel(en, { code: 'LG7K2M9PQ4XT6WZ3' }, upstream())
    expect(check).toMatchObject({ checkCount: 1, firstCheck: true, batch: 'B2026-03' })
    expect(check.firstCheckedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/)
  })
})
