import { afterEach, describe, expect, it, vi } from 'vitest'
import { mailDomain } from './site-url'

describe('the company’s mail domain', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('is the configured site’s host without its www.', () => {
    vi.stubEnv('SITE_URL', 'https://www.ruifeng.com/')
    expect(mailDomain()).toBe('ruifeng.com')
    vi.stubEnv('SITE_URL', 'https://tools.ruifeng.cn:8443')
    expect(mailDomain()).toBe('tools.ruifeng.cn')
  })

  it('is the local host while the site has no public address', () => {
    vi.stubEnv('SITE_URL', undefined)
    vi.stubEnv('PORT', '3141')
    expect(mailDomain()).toBe('localhost')
  })
})
