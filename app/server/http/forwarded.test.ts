// Any header a proxy adds says a request came through one: /metrics (metrics.ts) refuses such
// a request from a loopback address, since a proxy on the same machine forwards anyone.
import { describe, expect, it } from 'vitest'
import { cameThroughProxy } from './forwarded'

describe('cameThroughProxy', () => {
  it('knows every form a proxy, load balancer or CDN writes', () => {
    for (const name of [
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-forwarded-port',
      'x-forwarded-prefix',
      'x-real-ip',
      'forwarded',
      'cf-connecting-ip',
      'true-client-ip',
      'fastly-client-ip',
      'x-client-ip',
      'x-cluster-client-ip',
      'via',
    ]) {
      expect(cameThroughProxy({ host: '127.0.0.1', [name]: '203.0.113.9' }), name).toBe(true)
    }
  })

  it('finds none in a direct request', () => {
    expect(
      cameThroughProxy({
        host: '127.0.0.1:3000',
        'user-agent': 'Prometheus/2.53',
        accept: 'text/plain',
        authorization: 'Bearer x',
        'x-request-id': 'abc',
      }),
    ).toBe(false)
  })
})
