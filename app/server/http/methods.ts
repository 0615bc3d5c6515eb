/**
 * The pages (without their locale prefix) whose forms the browser posts to them (decision
 * 0011): each route handles POST in its server handlers. `/logout` and `/share` take only POST.
 */
export const FORM_PAGES: ReadonlySet<string> = new Set([
  '/login',
  '/login/login',
  '/register',
  '/forget',
  '/member/user',
  '/member/update-password',
  '/member/evaluate',
  '/member/edit-evalute',
  '/member/feedback',
  '/member/subscribe',
  '/member/warranty',
  '/member/privacy',
  '/contact/join',
  '/contact/business',
  '/contact/feedback',
  '/service/reservation',
  '/service/modules/fwcheck',
])
const POST_ONLY: ReadonlySet<string> = new Set(['/logout', '/share'])

function withoutLocale(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/zh') return '/'
  return path.startsWith('/zh/') ? path.slice(3) : path
}

/**
 * The methods a path answers, or null when the app's own server route decides (each route
 * under /api/ declares its methods and answers 405 to the others). Pages, files and media are
 * read with GET and HEAD only, and the pages with a form take its POST; server functions are
 * called with GET or POST.
 */
export function allowedMethods(pathname: string): readonly string[] | null {
  if (pathname.startsWith('/_serverFn/')) return ['GET', 'POST']
  if (pathname.startsWith('/api/')) return null
  const page = withoutLocale(pathname)
  if (POST_ONLY.has(page)) return ['POST']
  if (FORM_PAGES.has(page)) return ['GET', 'HEAD', 'POST']
  return ['GET', 'HEAD']
}

/** The answer to a method the path does not take: 405 with the methods it does. */
export function methodNotAllowed(allow: readonly string[], json = false): Response {
  const headers = { allow: allow.join(', '), 'cache-control': 'no-store' }
  return json
    ? Response.json(
        { code: 405, message: 'Method not allowed', data: null },
        { status: 405, headers },
      )
    : new Response('Method Not Allowed', {
        status: 405,
        headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
      })
}
