import { getRequestIP } from '@tanstack/react-start/server'

/** The visitor's IP for rate limits (X-Forwarded-For is trusted only with TRUST_PROXY=1). */
export function clientIp(): string {
  return getRequestIP({ xForwardedFor: process.env.TRUST_PROXY === '1' }) ?? 'unknown'
}
