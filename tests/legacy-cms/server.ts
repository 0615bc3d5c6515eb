// A legacy CMS for tests: plain node:http, answering only the /cmsapi calls of spec §7, the way
// an old system does (numeric strings, 'YYYY-MM-DD HH:mm:ss' dates, nulls, `child: null`, bare
// 1 for writes, an image captcha with its key in a header or a cookie). Anything else is a 404
// HTML page, like a servlet container's. Switches (`quirks`) make single calls fail in the ways
// an operator meets: code 500 with a message, HTTP 400 or 500, code 1500 without data, a bare 0,
// an HTML 404, a slow or stalled answer, an unusable record in a list; and the ways a hostile or
// broken one answers: a redirect to another host, an HTML page, an endless body, a captcha with
// a forged Content-Type, files beside its calls (outside the prefix).
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import sharp from 'sharp'
import svgCaptcha from 'svg-captcha'
import {
  BANNERS,
  CATEGORIES,
  FILE_CATEGORIES,
  FILE_OPTIONS,
  FILES,
  FILING,
  type Lang,
  LEVELS,
  MENU,
  NEWS,
  NEWS_CATEGORIES,
  OUTLETS,
  PAGE_SEO,
  POSITION_TYPES,
  POSITIONS,
  PRODUCTS,
  SECURITY_CODE,
  STORES,
  type Text,
  VIDEOS,
  ZH_OFFSET,
} from './data.ts'

/** How one call fails. */
export type Failure =
  /** HTTP 200, `{ code: 500, message }` */
  | 'code500'
  /** HTTP 500 with an HTML page */
  | 'http500'
  /** HTTP 400, `{ code: 400, message }` */
  | 'http400'
  /** HTTP 404 with an HTML page: the CMS has no such call */
  | 'html404'
  /** `{ code: 1500, message }` without data */
  | 'code1500'
  /** `{ code: 404, message }`: no such record */
  | 'code404'
  /** a bare `0` */
  | 'bare0'
  /** the right answer, `slowMs` late */
  | 'slow'
  /** no answer at all */
  | 'stall'
  /** HTTP 200 with a body that is not JSON */
  | 'garbage'
  /** HTTP 302 to `redirectTo` (another host: a service of the CMS's network) */
  | 'redirect'
  /** HTTP 200 `text/html` with a script: a page, not an answer */
  | 'html200'
  /** HTTP 200 JSON of `hugeBytes` bytes, streamed without a Content-Length */
  | 'huge'

export type Quirks = {
  /** Ids, counts, totals and flags as strings ("12", "1"). */
  numericStrings: boolean
  /** Dates as 'YYYY-MM-DD HH:mm:ss' China time instead of ISO. */
  legacyDates: boolean
  /** `null` in optional fields that have no value (else ''). */
  nulls: boolean
  /** `child: null` on menu leaves (else `[]`). */
  childNull: boolean
  /** Image lists as one comma-separated string. */
  commaLists: boolean
  /** Writes (register, login-less member calls, forms) answer a bare 1 (else a code 200 envelope). */
  bareDone: boolean
  /** Image and file URLs relative to the CMS ('/profile/upload/…'), else absolute. */
  relativeMedia: boolean
  /**
   * How kaptcha answers: the picture with its key in a `verKey` header or cookie, JSON
   * `{ image: 'data:image/png;base64,…', verKey }`, or JSON with an SVG that carries a script.
   */
  captchaKeyIn: 'header' | 'cookie' | 'json' | 'svg'
  /** One record without an id or title in the news and product lists. */
  brokenRecord: boolean
  /** Login wants the image captcha (code 428) until it is answered. */
  loginNeedsCaptcha: boolean
  /** Failures by call path, e.g. `{ 'common/cmsContent/list': 'code500' }`. */
  calls: Record<string, Failure>
  slowMs: number
  /** The Content-Type of the captcha picture (`captchaKeyIn` header or cookie). */
  captchaType: string
  /**
   * Files beside the calls, outside the prefix: any path ending in `.html` answers an HTML page
   * with a script, one ending in `.js` a script (else such paths are the HTML 404).
   */
  rootFiles: boolean
  /** Where the `redirect` failure sends the caller. */
  redirectTo: string
  /** How many bytes the `huge` failure sends. */
  hugeBytes: number
}

export const LEGACY_QUIRKS: Quirks = {
  numericStrings: true,
  legacyDates: true,
  nulls: true,
  childNull: true,
  commaLists: true,
  bareDone: true,
  relativeMedia: true,
  captchaKeyIn: 'header',
  brokenRecord: false,
  loginNeedsCaptcha: false,
  calls: {},
  slowMs: 3000,
  captchaType: 'image/png',
  rootFiles: false,
  redirectTo: 'http://127.0.0.1:9/',
  hugeBytes: 400 * 1024 * 1024,
}

/** What a file outside the prefix holds (`rootFiles`): a test looks for it in what it got. */
export const ROOT_FILE_MARK = 'LEGACY-CMS-ROOT-FILE'

/** The answer the simulator takes for any of its image captchas (besides the drawn text). */
export const SIM_CAPTCHA_ANSWER = 'lg42'
/** The SMS code the simulator 'sends' to every phone. */
export const SIM_SMS_CODE = '246810'
/** A member the simulator knows from the start. */
export const SIM_MEMBER = { account: '13800138000', password: 'legacy-pass-1' }

export type LoggedCall = {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  authorization: string | undefined
  peopleIp: string | undefined
  lang: string | undefined
}

export type LegacyCms = {
  url: string
  port: number
  /** The switches; change them between requests (`reset()` restores the legacy defaults). */
  quirks: Quirks
  reset(): void
  /** Every call received, oldest first; `clearLog()` empties it. */
  log: LoggedCall[]
  clearLog(): void
  /** The paths of requests outside the prefix and its uploads, oldest first (`clearLog()` too). */
  strays: string[]
  /** Bytes the last `huge` answer wrote before it ended or its caller hung up. */
  hugeSent(): number
  close(): Promise<void>
}

type Member = {
  password: string
  nickname: string | null
  email: string | null
  address: string | null
}

const PREFIX = '/api/cmsapi/'

const HTML_404 =
  '<html><body><h1>Whitelabel Error Page</h1><p>This application has no explicit mapping for /error, so you are seeing this as a fallback.</p><div>There was an unexpected error (type=Not Found, status=404).</div></body></html>'

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {}
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })
}

/** 'YYYY-MM-DD HH:mm:ss' China time → ISO (UTC). */
function isoOf(chinaTime: string): string {
  return new Date(`${chinaTime.replace(' ', 'T')}+08:00`).toISOString()
}

function drawing(label: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><rect width="800" height="500" fill="hsl(${hue},40%,85%)"/><text x="400" y="260" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#333">${label}</text></svg>`
}

export async function startLegacyCms(
  options: { port?: number; host?: string; quirks?: Partial<Quirks> } = {},
): Promise<LegacyCms> {
  const initial = { ...LEGACY_QUIRKS, ...options.quirks }
  const quirks: Quirks = { ...initial, calls: { ...initial.calls } }
  const log: LoggedCall[] = []
  const members = new Map<string, Member>([
    [
      SIM_MEMBER.account,
      { password: SIM_MEMBER.password, nickname: null, email: 'chen@example.cn', address: null },
    ],
  ])
  const tokens = new Map<string, string>()
  const captchas = new Map<string, string>()
  const records: Array<{
    id: number
    type: string
    reference: string | null
    fields: Record<string, unknown>
    createdAt: string
    account: string | null
  }> = []
  const checks = new Map<string, { count: number; first: string }>()
  let origin = ''

  // ---- how the CMS writes values ----
  const num = (n: number) => (quirks.numericStrings ? String(n) : n)
  const flag = (b: boolean) => (quirks.numericStrings ? (b ? '1' : '0') : b)
  const date = (chinaTime: string) => (quirks.legacyDates ? chinaTime : isoOf(chinaTime))
  const opt = (value: string | null | undefined) => (value ? value : quirks.nulls ? null : '')
  const media = (path: string) => (quirks.relativeMedia ? path : `${origin}${path}`)
  const images = (paths: string[]) =>
    quirks.commaLists ? paths.map(media).join(',') : paths.map(media)
  const rowId = (id: number, lang: Lang) => (lang === 'zh' ? id + ZH_OFFSET : id)
  /** The English id of a row id of this language, or undefined. */
  const baseId = (value: unknown, lang: Lang): number | undefined => {
    const n = Number(value)
    if (!Number.isInteger(n)) return undefined
    if (lang === 'zh') return n > ZH_OFFSET ? n - ZH_OFFSET : undefined
    return n < ZH_OFFSET ? n : undefined
  }
  const ok = (data: unknown) => ({ code: 200, message: '操作成功', data })
  const done = () => (quirks.bareDone ? 1 : { code: 200, message: '操作成功', data: null })
  const refuse = (message: string, code = 500) => ({ code, message, data: null })
  const page = <T>(list: T[], body: Record<string, unknown>) => {
    const pageNo = Math.max(1, Number(body.pageNo) || 1)
    const pageSize = Math.max(1, Number(body.pageSize) || 10)
    return {
      list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: num(list.length),
      pageNo: num(pageNo),
      pageSize: num(pageSize),
    }
  }
  const broken = <T>(
    list: T[],
    record: Record<string, unknown>,
  ): Array<T | Record<string, unknown>> => (quirks.brokenRecord ? [...list, record] : list)

  // ---- records in the CMS's shape ----
  const category = (c: (typeof CATEGORIES)[number], lang: Lang) => ({
    id: num(rowId(c.id, lang)),
    name: c.name[lang],
    image: media(`/profile/upload/category-${c.id}.svg`),
    intro: opt(c.intro[lang]),
  })
  const productSummary = (p: (typeof PRODUCTS)[number], lang: Lang) => ({
    id: num(rowId(p.id, lang)),
    name: p.name[lang],
    model: p.model,
    summary: opt(p.summary[lang]),
    images: images([
      `/profile/upload/product-${p.id}.svg`,
      `/profile/upload/product-${p.id}-side.svg`,
    ]),
    categoryId: num(rowId(p.categoryId, lang)),
    brandId: null,
    mallUrl: opt(p.mall),
    featured: flag(p.featured),
  })
  const newsSummary = (n: (typeof NEWS)[number], lang: Lang) => ({
    id: num(rowId(n.id, lang)),
    categoryId: num(rowId(n.categoryId, lang)),
    title: n.title[lang],
    summary: opt(n.summary[lang]),
    // The oldest article has no picture.
    cover: n.id === 304 ? opt(null) : media(`/profile/upload/news-${n.id}.svg`),
    publishedAt: date(n.at),
  })
  const positionSummary = (p: (typeof POSITIONS)[number], lang: Lang) => ({
    id: num(rowId(p.id, lang)),
    kind: p.kind,
    typeId: num(rowId(p.typeId, lang)),
    name: p.name[lang],
    headcount: num(p.headcount),
    category: opt(p.category[lang]),
    place: opt(p.place[lang]),
    releasedAt: date(p.at),
  })
  const fileSummary = (f: (typeof FILES)[number], lang: Lang) => ({
    id: num(rowId(f.id, lang)),
    kind: f.kind,
    categoryId: num(rowId(f.categoryId, lang)),
    optionId: f.optionId === null ? null : num(rowId(f.optionId, lang)),
    title: f.title[lang],
    description: opt(f.description[lang]),
    cover: opt(null),
    fileUrl: media(`/profile/upload/files/file-${f.id}-${lang}.pdf`),
    fileType: 'pdf',
    fileSize: num(f.size),
    publishedAt: date(f.at),
  })
  const named = (n: { id: number; name: Text }, lang: Lang) => ({
    id: num(rowId(n.id, lang)),
    name: n.name[lang],
  })
  const menuItem = (
    item: { name: Text; link: string; children?: Array<{ name: Text; link: string }> },
    lang: Lang,
    id: number,
    parentId: number | null,
  ): Record<string, unknown> => {
    const children = (item.children ?? []).map((c, i) => menuItem(c, lang, id * 10 + i, id))
    return {
      id: num(id),
      parentId: parentId === null ? null : num(parentId),
      name: item.name[lang],
      image: null,
      outerChain: item.link,
      chainType: '内链',
      memo: null,
      child: children.length > 0 ? children : quirks.childNull ? null : [],
    }
  }
  const outlet = (o: (typeof OUTLETS)[number], lang: Lang) => {
    const level = LEVELS[o.area]
    const province = level?.provinces[o.province]
    return {
      id: num(rowId(o.id, lang)),
      area: level?.area[lang] ?? '',
      province: province?.province[lang] ?? '',
      city: province?.cities[o.city]?.[lang] ?? '',
      company: o.company[lang],
      dealerName: o.dealer[lang],
      contact: opt(o.contact[lang]),
      address: opt(o.address[lang]),
      lat: quirks.numericStrings ? String(o.lat) : o.lat,
      lng: quirks.numericStrings ? String(o.lng) : o.lng,
    }
  }
  const store = (s: (typeof STORES)[number], lang: Lang) => ({
    id: num(rowId(s.id, lang)),
    region: s.region,
    name: s.name[lang],
    province: s.province[lang],
    city: s.city[lang],
    address: opt(s.address[lang]),
    phone: opt(s.phone),
    lat: quirks.numericStrings ? String(s.lat) : s.lat,
    lng: quirks.numericStrings ? String(s.lng) : s.lng,
  })
  const memberOf = (authorization: string | undefined) => {
    const token = (authorization ?? '').replace(/^Bearer\s+/i, '')
    const account = tokens.get(token)
    return account ? { account, member: members.get(account) } : null
  }
  const userInfo = (account: string, m: Member) => ({
    account,
    nickname: m.nickname,
    email: m.email,
    address: m.address,
  })
  const passCaptcha = (key: unknown, answer: unknown) => {
    const expected = typeof key === 'string' ? captchas.get(key) : undefined
    if (expected === undefined) return false
    captchas.delete(String(key))
    const given = String(answer ?? '')
      .trim()
      .toLowerCase()
    return given === SIM_CAPTCHA_ANSWER || given === expected.toLowerCase()
  }
  const videoList = (
    kind: keyof typeof VIDEOS,
    label: string,
    lang: Lang,
    body: Record<string, unknown>,
  ) =>
    ok(
      page(
        VIDEOS[kind].map((v) => ({
          id: num(rowId(v.id, lang)),
          kind: label,
          title: v.title[lang],
          cover: media(`/profile/upload/video-${v.id}.svg`),
          videoUrl: media(`/profile/upload/video-${v.id}.mp4`),
          durationSeconds: num(v.seconds),
          publishedAt: date(v.at),
        })),
        body,
      ),
    )

  type Call = {
    lang: Lang
    query: Record<string, string>
    body: Record<string, unknown>
    authorization: string | undefined
  }
  type Answer = {
    status?: number
    body: unknown
    headers?: Record<string, string | string[]>
    raw?: Buffer
  }
  const routes: Record<string, (c: Call) => Answer | Promise<Answer>> = {
    // ---- products ----
    'POST common/cmsProduct/productClist': ({ lang }) => ({
      body: ok(CATEGORIES.map((c) => category(c, lang))),
    }),
    'POST common/cmsProduct/productlist': ({ lang, body }) => {
      const keyword = String(body.keyword ?? '').toLowerCase()
      const categoryId = baseId(body.categoryId, lang)
      const list = PRODUCTS.filter(
        (p) =>
          (categoryId === undefined || p.categoryId === categoryId) &&
          (!body.featured || p.featured) &&
          (!keyword || `${p.name[lang]} ${p.model}`.toLowerCase().includes(keyword)),
      ).map((p) => productSummary(p, lang))
      return { body: ok(page(broken(list, { id: null, name: null, model: 'RF-XX00' }), body)) }
    },
    'GET common/cmsProduct/detail': ({ lang, query }) => {
      const p = PRODUCTS.find((x) => x.id === baseId(query.id, lang))
      if (!p) return { body: refuse('数据不存在', 404) }
      return {
        body: ok({
          ...productSummary(p, lang),
          // As an old CMS's editor saved it: its pictures and files under the CMS's own paths,
          // links to pages of the site as paths.
          content:
            `<p>${p.summary[lang]}</p><p>${lang === 'zh' ? '两年保修。' : 'Two-year warranty.'}</p>` +
            `<p><img src="${media(`/profile/upload/product-${p.id}-body.svg`)}" alt=""></p>` +
            `<p><a href="${media(`/profile/upload/files/manual-${p.id}.pdf`)}">${lang === 'zh' ? '说明书' : 'Manual'}</a> ` +
            `<a href="/service/download">${lang === 'zh' ? '下载中心' : 'Downloads'}</a></p>`,
          specs: [
            { name: lang === 'zh' ? '型号' : 'Model', value: p.model },
            {
              name: lang === 'zh' ? '电压' : 'Voltage',
              value: p.model.endsWith('20') ? '20 V' : '220 V',
            },
          ],
          brand: null,
          downloads: null,
          videos: null,
        }),
      }
    },
    // ---- ads, menu, filing record, page SEO ----
    'POST common/cmsAd/getAd': ({ lang, body }) => {
      if (body.type === 'top title')
        return { body: ok(MENU.map((m, i) => menuItem(m, lang, i + 1, null))) }
      if (body.type === '备案信息') {
        return {
          body: ok([
            {
              id: num(90),
              parentId: null,
              name: '备案信息',
              image: null,
              outerChain: null,
              chainType: null,
              memo: null,
              child: [
                {
                  id: num(91),
                  parentId: num(90),
                  name: 'ICP',
                  image: null,
                  outerChain: null,
                  chainType: null,
                  memo: FILING[lang],
                  child: quirks.childNull ? null : [],
                },
              ],
            },
          ]),
        }
      }
      return { body: ok([]) }
    },
    'POST common/cmsAd/getAds': ({ lang, body }) => ({
      body: ok(
        BANNERS.filter((b) => b.type === body.type).map((b) => ({
          id: num(b.id),
          parentId: null,
          name: b.title[lang],
          image: media(`/profile/upload/banner-${b.id}.svg`),
          outerChain: opt(b.link),
          chainType: '内链',
          memo: null,
          child: quirks.childNull ? null : [],
        })),
      ),
    }),
    'GET common/cmsAd/getPageSeo': ({ lang, query }) => {
      const title = PAGE_SEO[query.page ?? '']
      return {
        body: ok(
          title
            ? { page: query.page, title: title[lang], description: opt(null), keywords: opt(null) }
            : null,
        ),
      }
    },
    // ---- news ----
    'POST common/cmsContent/list': ({ lang, body }) => {
      const categoryId = baseId(body.categoryId, lang)
      const list = NEWS.filter((n) => categoryId === undefined || n.categoryId === categoryId).map(
        (n) => newsSummary(n, lang),
      )
      return {
        body: ok({
          ...page(broken(list, { id: num(399), title: null, publishedAt: 'soon' }), body),
          categories: NEWS_CATEGORIES.map((c) => named(c, lang)),
        }),
      }
    },
    'GET common/cmsContent/detail': ({ lang, query }) => {
      const i = NEWS.findIndex((x) => x.id === baseId(query.id, lang))
      const n = NEWS[i]
      if (!n) return { body: refuse('数据不存在', 404) }
      const link = (m: (typeof NEWS)[number] | undefined) =>
        m ? { id: num(rowId(m.id, lang)), title: m.title[lang] } : null
      return {
        body: ok({
          ...newsSummary(n, lang),
          content: `<p>${n.summary[lang]}</p><figure><img src="${media(`/profile/upload/news-${n.id}-body.svg`)}" alt=""></figure>`,
          source: opt(n.source[lang]),
          category: null,
          prev: link(NEWS[i - 1]),
          next: link(NEWS[i + 1]),
        }),
      }
    },
    // ---- positions ----
    'GET common/cmsPosition/campusType': ({ lang }) => ({
      body: ok(POSITION_TYPES.campus.map((x) => named(x, lang))),
    }),
    'GET common/cmsPosition/socialType': ({ lang }) => ({
      body: ok(POSITION_TYPES.social.map((x) => named(x, lang))),
    }),
    'POST common/cmsPosition/campuslist': ({ lang, body }) => ({
      body: ok(
        page(
          POSITIONS.filter((p) => p.kind === 'campus').map((p) => positionSummary(p, lang)),
          body,
        ),
      ),
    }),
    'POST common/cmsPosition/sociallist': ({ lang, body }) => ({
      body: ok(
        page(
          POSITIONS.filter((p) => p.kind === 'social').map((p) => positionSummary(p, lang)),
          body,
        ),
      ),
    }),
    'GET common/cmsPosition/detail': ({ lang, query }) => {
      const p = POSITIONS.find((x) => x.id === baseId(query.id, lang))
      if (!p) return { body: refuse('数据不存在', 404) }
      return {
        body: ok({
          ...positionSummary(p, lang),
          duties:
            lang === 'zh' ? '<p>负责产品设计与测试。</p>' : '<p>Design and test our tools.</p>',
          requirements: opt(null),
        }),
      }
    },
    // ---- downloads, manuals, videos ----
    'POST common/cmsProduct/downClist': ({ lang, body }) => ({
      body: ok(
        FILE_CATEGORIES[body.kind === 'manual' ? 'manual' : 'download'].map((c) => named(c, lang)),
      ),
    }),
    'POST common/cmsProduct/downOpt': ({ lang }) => ({
      body: ok(FILE_OPTIONS.map((o) => named(o, lang))),
    }),
    'POST common/cmsProduct/downlist': ({ lang, body }) => {
      const kind = body.kind === 'manual' ? 'manual' : 'download'
      const keyword = String(body.keyword ?? '').toLowerCase()
      const list = FILES.filter(
        (f) =>
          f.kind === kind &&
          (baseId(body.categoryId, lang) === undefined ||
            f.categoryId === baseId(body.categoryId, lang)) &&
          (!keyword || f.title[lang].toLowerCase().includes(keyword)),
      ).map((f) => fileSummary(f, lang))
      return { body: ok(page(list, body)) }
    },
    'POST common/cmsFile/huodongvideolist': ({ lang, body }) => ({
      body: videoList('huodong', 'activity', lang, body),
    }),
    'POST common/cmsFile/productvideolist': ({ lang, body }) => ({
      body: videoList('product', 'product', lang, body),
    }),
    'POST common/cmsFile/aftersalevideolist': ({ lang, body }) => ({
      body: videoList('aftersale', 'aftersale', lang, body),
    }),
    // ---- outlets and stores ----
    'GET common/cmsBusiness/getOpts': ({ lang }) => ({
      body: ok(
        LEVELS.map((l) => ({
          area: l.area[lang],
          provinces: l.provinces.map((p) => ({
            province: p.province[lang],
            cities: p.cities.map((c) => c[lang]),
          })),
        })),
      ),
    }),
    'POST common/cmsBusiness/list': ({ lang, body }) => {
      const list = OUTLETS.map((o) => outlet(o, lang)).filter(
        (o) =>
          (!body.area || o.area === body.area) &&
          (!body.province || o.province === body.province) &&
          (!body.city || o.city === body.city),
      )
      return { body: ok(page(list, body)) }
    },
    'GET common/cmsBusiness/businesslist': ({ lang }) => ({
      body: ok(
        OUTLETS.map((o) => outlet(o, lang)).map((o) => ({
          id: o.id,
          dealerName: o.dealerName,
          city: o.city,
          lat: o.lat,
          lng: o.lng,
        })),
      ),
    }),
    'GET common/cmsBusiness/listAA': ({ lang, query }) => {
      const all = STORES.filter((s) => s.region === (query.region ?? 'cn'))
      const list = all
        .filter((s) => !query.province || s.province[lang] === query.province)
        .map((s) => store(s, lang))
      return {
        body: ok({
          ...page(list, query),
          provinces: [...new Set(all.map((s) => s.province[lang]))],
        }),
      }
    },
    'GET common/cmsBusiness/aalist': ({ lang, query }) => ({
      body: ok(
        STORES.filter((s) => s.region === (query.region ?? 'cn'))
          .map((s) => store(s, lang))
          .map((s) => ({ id: s.id, name: s.name, city: s.city, lat: s.lat, lng: s.lng })),
      ),
    }),
    // ---- anti-counterfeit check ----
    'POST common/cmsProduct/fangweiSel': ({ lang, body }) => {
      if (String(body.code ?? '').toUpperCase() !== SECURITY_CODE)
        return { body: refuse('防伪码不存在', 404) }
      const now = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
      const seen = checks.get(SECURITY_CODE) ?? { count: 0, first: now }
      seen.count += 1
      checks.set(SECURITY_CODE, seen)
      const p = PRODUCTS[0]
      return {
        body: ok({
          product: p
            ? {
                id: num(rowId(p.id, lang)),
                name: p.name[lang],
                model: p.model,
                brand: lang === 'zh' ? '瑞丰' : 'Ruifeng',
              }
            : null,
          batch: 'B2026-03',
          checkCount: num(seen.count),
          firstCheckedAt: date(seen.first),
          firstCheck: flag(seen.count === 1),
        }),
      }
    },
    // ---- forms ----
    'POST common/cmsSurveyRecord/addItem': ({ body, authorization }) => {
      const type = String(body.type ?? '')
      if (!type) return { body: refuse('类型不能为空') }
      const id = 5000 + records.length + 1
      const reference =
        type === 'reservation' ? `R${Date.now()}`.padEnd(15, '0').slice(0, 15) : null
      records.push({
        id,
        type,
        reference,
        fields: typeof body.fields === 'object' && body.fields !== null ? { ...body.fields } : {},
        createdAt: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
        account: memberOf(authorization)?.account ?? null,
      })
      return { body: quirks.bareDone ? 1 : ok({ id: num(id), reference }) }
    },
    'POST common/cmsSurveyRecord/list': ({ body, authorization }) => {
      const account = memberOf(authorization)?.account
      const list = records
        .filter(
          (r) =>
            (body.reference
              ? r.reference === body.reference &&
                String(r.fields.phone ?? '') === String(body.phone ?? '')
              : account !== undefined && r.account === account) &&
            (!body.type || r.type === body.type),
        )
        .map((r) => ({
          id: num(r.id),
          type: r.type,
          reference: r.reference,
          fields: r.fields,
          createdAt: date(r.createdAt),
        }))
      return { body: ok({ list, pageNo: num(1), pageSize: num(50) }) }
    },
    // ---- members ----
    'GET common/cmsApiMember/kaptcha': async (): Promise<Answer> => {
      const challenge = svgCaptcha.create({
        size: 4,
        noise: 1,
        ignoreChars: '0o1il',
        width: 120,
        height: 44,
        background: '#f4f4f4',
      })
      const key = randomBytes(8).toString('hex')
      captchas.set(key, challenge.text)
      const png = await sharp(Buffer.from(challenge.data)).png().toBuffer()
      if (quirks.captchaKeyIn === 'svg') {
        const svg = challenge.data.replace(
          '<path',
          '<script>alert(1)</script><path onclick="alert(2)"',
        )
        return { body: ok({ image: svg }), headers: { verKey: key } }
      }
      if (quirks.captchaKeyIn === 'json') {
        return {
          body: ok({ image: `data:image/png;base64,${png.toString('base64')}`, verKey: key }),
        }
      }
      const headers: Record<string, string> =
        quirks.captchaKeyIn === 'header'
          ? { verKey: key }
          : { 'set-cookie': `verKey=${key}; Path=/; HttpOnly` }
      return {
        body: null,
        raw: png,
        headers: { 'content-type': quirks.captchaType, 'cache-control': 'no-store', ...headers },
      }
    },
    'POST common/cmsApiMember/register': ({ body }) => {
      if (!passCaptcha(body.verKey, body.verCode)) return { body: refuse('验证码错误') }
      const account = String(body.account ?? '')
      if (!/^1\d{10}$/.test(account) || !body.password) return { body: refuse('参数错误') }
      if (members.has(account)) return { body: refuse('该手机号已注册') }
      members.set(account, {
        password: String(body.password),
        nickname: null,
        email: opt(String(body.email ?? '')),
        address: null,
      })
      return { body: done() }
    },
    'POST common/cmsApiMember/login': ({ body }) => {
      const account = String(body.account ?? '')
      if (quirks.loginNeedsCaptcha && !passCaptcha(body.verKey, body.verCode)) {
        return { body: refuse('请输入图形验证码', 428) }
      }
      const m = members.get(account)
      if (!m || m.password !== body.password) return { body: refuse('账号或密码错误') }
      const token = randomBytes(16).toString('hex')
      tokens.set(token, account)
      return { body: ok({ token, userInfo: userInfo(account, m) }) }
    },
    'POST common/cmsApiMember/sendCode': ({ body }) =>
      /^1\d{10}$/.test(String(body.phone ?? ''))
        ? { body: done() }
        : { body: refuse('手机号格式错误') },
    'GET common/cmsApiMember/checkCode': ({ query }) => ({
      body: query.code === SIM_SMS_CODE ? 1 : 0,
    }),
    'POST common/cmsApiMember/findPass': ({ body }) => {
      const m = members.get(String(body.account ?? ''))
      // An old CMS answers a wrong code with a bare 0.
      if (!m || body.code !== SIM_SMS_CODE) return { body: 0 }
      m.password = String(body.password ?? '')
      return { body: done() }
    },
    'POST cmsApiMember/detail': ({ authorization }) => {
      const found = memberOf(authorization)
      if (!found?.member) return { body: refuse('请先登录', 401) }
      return { body: ok(userInfo(found.account, found.member)) }
    },
    'POST cmsApiMember/editItem': ({ authorization, body }) => {
      const found = memberOf(authorization)
      if (!found?.member) return { body: refuse('请先登录', 401) }
      if (typeof body.newPassword === 'string') {
        if (body.oldPassword !== found.member.password) return { body: refuse('原密码错误', 400) }
        found.member.password = body.newPassword
      } else {
        found.member.nickname = opt(String(body.nickname ?? ''))
        found.member.email = opt(String(body.email ?? ''))
        found.member.address = opt(String(body.address ?? ''))
      }
      return { body: done() }
    },
    'POST cmsApiMember/logout': ({ authorization }) => {
      tokens.delete((authorization ?? '').replace(/^Bearer\s+/i, ''))
      return { body: done() }
    },
  }
  const knownPaths = new Set(Object.keys(routes).map((k) => k.slice(k.indexOf(' ') + 1)))

  const stalled = new Set<ServerResponse>()
  const strays: string[] = []
  let hugeSent = 0

  /** Streams `hugeBytes` of one JSON answer, as fast as the caller reads, until it hangs up. */
  function sendHuge(res: ServerResponse) {
    hugeSent = 0
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const head = '{"code":200,"message":"ok","data":"'
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' })
    res.write(head)
    hugeSent = head.length
    let closed = false
    res.once('close', () => {
      closed = true
    })
    const pump = () => {
      while (!closed && hugeSent < quirks.hugeBytes) {
        hugeSent += chunk.length
        if (!res.write(chunk)) {
          res.once('drain', pump)
          return
        }
      }
      if (!closed) res.end('"}')
    }
    pump()
  }

  async function failWith(failure: Failure, res: ServerResponse): Promise<boolean> {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' })
      res.end(JSON.stringify(body))
    }
    switch (failure) {
      case 'code500':
        json(200, refuse('系统内部错误，请联系管理员'))
        return true
      case 'http500':
        res.writeHead(500, { 'content-type': 'text/html;charset=UTF-8' })
        res.end('<html><body><h1>HTTP Status 500 – Internal Server Error</h1></body></html>')
        return true
      case 'http400':
        json(400, { code: 400, message: '请求参数不正确', data: null })
        return true
      case 'html404':
        res.writeHead(404, { 'content-type': 'text/html;charset=UTF-8' })
        res.end(HTML_404)
        return true
      case 'code1500':
        json(200, { code: 1500, message: '暂无数据' })
        return true
      case 'code404':
        json(200, refuse('数据不存在', 404))
        return true
      case 'bare0':
        json(200, 0)
        return true
      case 'garbage':
        res.writeHead(200, { 'content-type': 'text/plain' })
        res.end('<?xml version="1.0"?><error/>')
        return true
      case 'stall':
        stalled.add(res)
        return true
      case 'redirect':
        res.writeHead(302, { location: quirks.redirectTo, 'content-type': 'text/html' })
        res.end('<html><body>Moved</body></html>')
        return true
      case 'html200':
        res.writeHead(200, { 'content-type': 'text/html;charset=UTF-8' })
        res.end(
          `<html><body><script>alert(document.domain)</script>${ROOT_FILE_MARK}</body></html>`,
        )
        return true
      case 'huge':
        sendHuge(res)
        return true
      case 'slow':
        await new Promise((r) => setTimeout(r, quirks.slowMs))
        return false
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sim')
    // Pictures and files the CMS serves under /profile/upload.
    const upload = /^\/profile\/upload\/(?:files\/)?([\w-]+)\.(svg|pdf|mp4)$/.exec(url.pathname)
    if (upload && (req.method === 'GET' || req.method === 'HEAD')) {
      const [, name = '', ext] = upload
      const type = ext === 'svg' ? 'image/svg+xml' : ext === 'pdf' ? 'application/pdf' : 'video/mp4'
      const body = ext === 'svg' ? drawing(name, (name.length * 37) % 360) : '%PDF-1.4\n%%EOF\n'
      res.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=3600' })
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    // The switches, for a simulator run on its own (main.ts): POST a partial Quirks object.
    if (url.pathname === '/__sim/quirks' && req.method === 'POST') {
      const change = recordOf(JSON.parse((await readBody(req)) || '{}'))
      if (change.reset === true) Object.assign(quirks, initial, { calls: { ...initial.calls } })
      else Object.assign(quirks, change)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(quirks))
      return
    }
    if (!url.pathname.startsWith(PREFIX)) {
      strays.push(url.pathname)
      const file = quirks.rootFiles ? /\.(html|js)$/.exec(url.pathname)?.[1] : undefined
      if (file === 'html') {
        res.writeHead(200, { 'content-type': 'text/html;charset=UTF-8' })
        res.end(
          `<!doctype html><title>x</title><script src="/evil.js"></script><p>${ROOT_FILE_MARK}</p>`,
        )
        return
      }
      if (file === 'js') {
        res.writeHead(200, { 'content-type': 'application/javascript' })
        res.end(`alert(document.cookie) // ${ROOT_FILE_MARK}`)
        return
      }
      res.writeHead(404, { 'content-type': 'text/html;charset=UTF-8' })
      res.end(HTML_404)
      return
    }
    const path = url.pathname.slice(PREFIX.length)
    const text = req.method === 'POST' ? await readBody(req) : ''
    let body: unknown = {}
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      body = {}
    }
    const headerOf = (name: string) => {
      const value = req.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    log.push({
      method: req.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: headerOf('authorization'),
      peopleIp: headerOf('peopleip'),
      lang: headerOf('lang'),
    })
    const route = routes[`${req.method} ${path}`]
    if (!route) {
      const known = knownPaths.has(path)
      res.writeHead(known ? 405 : 404, { 'content-type': 'text/html;charset=UTF-8' })
      res.end(known ? '<html><body>Request method not supported</body></html>' : HTML_404)
      return
    }
    const failure = quirks.calls[path]
    if (failure && (await failWith(failure, res))) return
    const lang: Lang = headerOf('lang') === 'en' ? 'en' : 'zh'
    const answer = await route({
      lang,
      query: Object.fromEntries(url.searchParams),
      body: recordOf(body),
      authorization: headerOf('authorization'),
    })
    if (answer.raw) {
      res.writeHead(answer.status ?? 200, answer.headers)
      res.end(answer.raw)
      return
    }
    res.writeHead(answer.status ?? 200, {
      'content-type': 'application/json;charset=UTF-8',
      ...answer.headers,
    })
    res.end(JSON.stringify(answer.body))
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('legacy CMS simulator failed', error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  )
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  origin = `http://${options.host ?? '127.0.0.1'}:${port}`
  return {
    url: origin,
    port,
    quirks,
    reset() {
      Object.assign(quirks, initial, { calls: { ...initial.calls } })
    },
    log,
    clearLog() {
      log.length = 0
      strays.length = 0
    },
    strays,
    hugeSent: () => hugeSent,
    close() {
      for (const res of stalled) res.destroy()
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
