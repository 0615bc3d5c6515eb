/**
 * The methods a path answers, or null when the app's own server route decides (each route
 * under /api/ declares its methods and answers 405 to the others). Pages, files and media are
 * read with GET and HEAD only; server functions are called with GET or POST.
 */
export function allowedMethods(pathname: string): readonly string[] | null {
  if (pathname.startsWith('/_serverFn/')) return ['GET', 'POST']
  if (pathname.startsWith('/api/')) return null
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
