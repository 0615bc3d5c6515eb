/**
 * Content-Security-Policy of a rendered page: scripts only from us, or inline ones that carry
 * this render's nonce (a page rendered for one visitor) or whose hash is listed (a page the
 * cache shares). Styles keep 'unsafe-inline': Radix's scroll lock and the toaster insert
 * <style> elements with computed content at run time (docs/security.md).
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  // In upstream mode pictures, files and videos may come from the CMS itself, over http inside
  // a company network too (docs/cmsapi.md: media URLs relative to the CMS).
  const cms = cmsOrigin()
  const media = cms ? ` ${cms}` : ''
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${media}`,
    `media-src 'self' https:${media}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    // The footer's share buttons post to the site, which sends the new tab on to these.
    "form-action 'self' https://service.weibo.com https://connect.qq.com https://sns.qzone.qq.com",
    "object-src 'none'",
  ].join('; ')
}

/** The origin of the upstream CMS (CMS_API_URL), or null in embedded mode. */
function cmsOrigin(): string | null {
  const base = process.env.CMS_API_URL?.trim()
  if (!base) return null
  try {
    return new URL(base).origin
  } catch {
    return null
  }
}

/** Headers every response carries, whatever produced it. */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
