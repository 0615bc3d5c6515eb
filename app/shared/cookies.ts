// Reading one cookie from a Cookie header (or document.cookie): the server and the browser
// alike. And the name of the member's session cookie, which both read.

/**
 * The cookie that carries a member's session (HttpOnly): the member calls send it to the content
 * service, and the page cache renders a page for its holder alone.
 */
export const TOKEN_COOKIE = 'token'

/** The value of the cookie `name` in `header` ("a=1; b=2"), trimmed; undefined when absent. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}
