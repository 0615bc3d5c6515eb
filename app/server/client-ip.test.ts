import { describe, expect, it } from 'vitest'
import { forwardedClient, trustedProxyHops } from './client-ip'

describe('the client address behind trusted proxies', () => {
  it('takes the entry the trusted proxy appended, not the one the client wrote', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our one proxy appended the real address.
    expect(forwardedClient('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7')
    // Two proxies: a CDN appended the client, the load balancer appended the CDN.
    expect(forwardedClient('6.6.6.6, 203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7')
  })

  it('reads a single address the same from either end', () => {
    expect(forwardedClient('10.8.1.2', 1)).toBe('10.8.1.2')
    expect(forwardedClient(' 10.8.1.2 ', 3)).toBe('10.8.1.2')
  })

  it('trusts nothing without TRUST_PROXY, or from an empty header', () => {
    expect(forwardedClient('6.6.6.6', 0)).toBeUndefined()
    expect(forwardedClient('', 1)).toBeUndefined()
    expect(forwardedClient(' , ', 1)).toBeUndefined()
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('0')).toBe(0)
    expect(trustedProxyHops('yes')).toBe(0)
    expect(trustedProxyHops('1')).toBe(1)
    expect(trustedProxyHops('2')).toBe(2)
  })
})
