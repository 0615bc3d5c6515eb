import { describe, expect, it } from 'vitest'
import { isOtherSite } from './site-links'

describe('site links', () => {
  it('opens only other sites elsewhere', () => {
    expect(isOtherSite('https://s.weibo.com/user?q=x')).toBe(true)
    expect(isOtherSite('HTTP://example.org')).toBe(true)
    expect(isOtherSite('/zh/product/list?brand=6')).toBe(false)
    expect(isOtherSite('/contact/network')).toBe(false)
  })
})
