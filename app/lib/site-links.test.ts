import { describe, expect, it } from 'vitest'
import { isOtherSite, mailAddress } from './site-links'

describe('site links', () => {
  it('opens only other sites elsewhere', () => {
    expect(isOtherSite('https://s.weibo.com/user?q=x')).toBe(true)
    expect(isOtherSite('HTTP://example.org')).toBe(true)
    expect(isOtherSite('/zh/product/list?brand=6')).toBe(false)
    expect(isOtherSite('/contact/network')).toBe(false)
  })

  it('names the company’s mailboxes at the configured site’s domain', () => {
    expect(mailAddress('info', 'https://www.ruifeng.com')).toBe('info@ruifeng.com')
    expect(mailAddress('hr', 'https://tools.ruifeng.cn:8443')).toBe('hr@tools.ruifeng.cn')
    expect(mailAddress('sales', 'http://localhost:3000')).toBe('sales@localhost')
    expect(mailAddress('service', 'not a url')).toBe('service@localhost')
  })
})
