// The labels of /metrics (metrics.ts) come from fixed sets, whatever a caller sends: a route
// pattern of the site's own routes (or "other"), a method of HTTP's usual few (or "OTHER"), a
// status the server gives (or its class). A crawler or an attacker with random paths and
// methods cannot make one series per request, so the scrape and Prometheus's memory stay small.

/**
 * The site's routes as the router names them (app/routeTree.gen.ts, without the optional
 * locale prefix), plus what the HTTP front answers itself. `:name` is one segment, `:name?` an
 * optional last one, `*` the rest. `metric-labels.test.ts` holds this list to the route tree.
 */
export const LOCALIZED_ROUTES = [
  '/',
  '/400',
  '/about',
  '/about/about-us',
  '/about/culture',
  '/about/honor',
  '/about/news',
  '/about/news/detail/:id?',
  '/contact',
  '/contact/business',
  '/contact/contact-us',
  '/contact/feedback',
  '/contact/join',
  '/contact/modules/networkCn',
  '/contact/modules/networkEn',
  '/contact/network',
  '/forget',
  '/login',
  '/login/login',
  '/logout',
  '/member',
  '/member/edit-evalute',
  '/member/evaluate',
  '/member/feedback',
  '/member/notifications',
  '/member/privacy',
  '/member/privacy/export',
  '/member/reservations',
  '/member/shareList',
  '/member/subscribe',
  '/member/update-password',
  '/member/user',
  '/member/warranty',
  '/member/warranty/certificate/:id',
  '/member/warranty/dealers',
  '/member/warranty/receipt/:id',
  '/privacy',
  '/product',
  '/product/compare',
  '/product/detail/:id?',
  '/product/list',
  '/product/mall',
  '/recruits',
  '/recruits/campus',
  '/recruits/detail/:id?',
  '/recruits/grow-up',
  '/recruits/recruit',
  '/recruits/system',
  '/recruits/welfare',
  '/recruits/work',
  '/register',
  '/service',
  '/service/download',
  '/service/download/detail/:id?',
  '/service/explain',
  '/service/explain/detail/:id?',
  '/service/maintain',
  '/service/modules/fwcheck',
  '/service/network',
  '/service/parts',
  '/service/reservation',
  '/service/search',
  '/service/service',
  '/terms',
] as const

/** Routes outside the locale: files, the APIs, the staff console. */
export const PLAIN_ROUTES = [
  '/api/captcha',
  '/api/cmsapi/*',
  '/api/health',
  '/api/qr',
  '/api/ready',
  '/api/staff/*',
  '/lang',
  '/media/*',
  '/media/f/*',
  '/media/u/*',
  '/robots.txt',
  '/share',
  '/sitemap.xml',
  '/staff',
  '/staff/account',
  '/staff/api-keys',
  '/staff/audit',
  '/staff/codes',
  '/staff/codes/:batch',
  '/staff/content',
  '/staff/content/:collection',
  '/staff/content/:collection/:id',
  '/staff/media',
  '/staff/members',
  '/staff/review',
  '/staff/site/:part',
  '/staff/submissions',
  '/staff/submissions/:id',
  '/staff/users',
] as const

/** What the HTTP front answers before the router: built files, server functions, metrics. */
export const FRONT_ROUTES = ['/assets/*', '/_serverFn/*', '/metrics'] as const

/** A file of the build outside /assets (the favicon, the web manifest). */
export const STATIC_FILE = '(static file)'
/** Every path no route names. */
export const OTHER_ROUTE = 'other'

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
export const OTHER_METHOD = 'OTHER'

/** The statuses the site gives; any other is counted by its class ("5xx"). */
const STATUSES = new Set([
  200, 201, 204, 206, 301, 302, 303, 304, 307, 308, 400, 401, 403, 404, 405, 406, 408, 409, 410,
  411, 412, 413, 414, 415, 416, 422, 429, 431, 500, 501, 502, 503, 504,
])

type Pattern = { label: string; segments: string[]; literals: number }

function compile(label: string): Pattern {
  const segments = label.split('/').filter(Boolean)
  return {
    label,
    segments,
    literals: segments.filter((s) => !s.startsWith(':') && s !== '*').length,
  }
}

const localized = LOCALIZED_ROUTES.map(compile)
const plain = [...PLAIN_ROUTES, ...FRONT_ROUTES].map(compile)
/** Patterns without parameters by their path, looked up at once (most requests are for these). */
function exactOf(patterns: Pattern[]): Map<string, string> {
  const exact = new Map<string, string>()
  for (const pattern of patterns) {
    if (pattern.literals === pattern.segments.length) {
      exact.set(`/${pattern.segments.join('/')}`, pattern.label)
    }
  }
  return exact
}
const exactLocalized = exactOf(localized)
const exactPlain = exactOf(plain)

function matches(pattern: Pattern, segments: string[]): boolean {
  const wanted = pattern.segments
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i] ?? ''
    if (part === '*') return true
    const given = segments[i]
    if (given === undefined) return part.endsWith('?') && i === wanted.length - 1
    if (!part.startsWith(':') && part !== given) return false
  }
  return segments.length === wanted.length
}

/** The pattern among `patterns` that names `segments` with the most fixed segments. */
function bestOf(patterns: Pattern[], segments: string[]): string | undefined {
  let best: Pattern | undefined
  for (const pattern of patterns) {
    if ((best === undefined || pattern.literals > best.literals) && matches(pattern, segments)) {
      best = pattern
    }
  }
  return best?.label
}

/**
 * The route label of a request path (no query): one of the patterns above, `(static file)` for
 * another file of the build, or `other`. Pages count under one pattern in both locales.
 */
export function routeLabel(path: string, isFile = false): string {
  if (path.startsWith('/assets/')) return '/assets/*'
  if (path.startsWith('/_serverFn/')) return '/_serverFn/*'
  if (isFile) return STATIC_FILE
  const segments = path.split('/').filter(Boolean)
  const found = exactPlain.get(`/${segments.join('/')}`) ?? bestOf(plain, segments)
  if (found) return found
  // The locale is the optional first segment of every page (`/en/…` redirects to `/…`).
  const first = segments[0]
  const page = first === 'zh' || first === 'en' ? segments.slice(1) : segments
  return exactLocalized.get(`/${page.join('/')}`) ?? bestOf(localized, page) ?? OTHER_ROUTE
}

const methods: ReadonlySet<string> = new Set(METHODS)

export function methodLabel(method: string | undefined): string {
  return method !== undefined && methods.has(method) ? method : OTHER_METHOD
}

export function statusLabel(status: number): string {
  if (STATUSES.has(status)) return String(status)
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other'
}
