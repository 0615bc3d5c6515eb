import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { forwardedClient, trustedProxyHops } from './http/forwarded'

export { forwardedClient, trustedProxyHops }

/** The visitor's address for rate limits. */
export function clientIp(): string {
  const forwarded = forwardedClient(getRequest().headers.get('x-forwarded-for'), trustedProxyHops())
  return forwarded ?? getRequestIP() ?? 'unknown'
}
