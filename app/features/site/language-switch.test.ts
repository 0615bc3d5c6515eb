import { describe, expect, it } from 'vitest'
import { sitePathOf, switchLanguage } from './language-switch.server'

const get = (to: string) =>
  switchLanguage(new Request(`http://127.0.0.1/lang?to=${encodeURIComponent(to)}`))

describe('the language link (/lang)', () => {
  it('records the language of the page it leads to, and leads there', () => {
    const zh = get('/zh/product/list?category=3&brand=1')
    expect(zh.status).toBe(303)
    expect(zh.headers.get('location')).toBe('/zh/product/list?category=3&brand=1')
    expect(zh.headers.get('set-cookie')).toBe('lang=zh; Path=/; Max-Age=604800; SameSite=Lax')
    expect(zh.headers.get('cache-control')).toBe('no-store')
    const en = get('/about/honor')
    expect(en.headers.get('location')).toBe('/about/honor')
    expect(en.headers.get('set-cookie')).toMatch(/^lang=en;/)
  })

  it('never leads off the site: anything but a path of the site goes home, in English', () => {
    for (const to of [
      'https://evil.example/zh',
      '//evil.example/zh',
      '/\\evil.example',
      '/%0d%0aSet-Cookie:x=1',
      'javascript:alert(1)',
      'zh/about',
      '',
    ]) {
      const answer = get(to)
      expect(answer.headers.get('location'), to).toMatch(/^\/(?!\/)/)
      expect(new URL(answer.headers.get('location') ?? '', 'http://127.0.0.1').host).toBe(
        '127.0.0.1',
      )
    }
    expect(get('https://evil.example/zh').headers.get('location')).toBe('/')
    expect(switchLanguage(new Request('http://127.0.0.1/lang')).headers.get('location')).toBe('/')
  })

  it('keeps a path as the site writes it, dots resolved', () => {
    expect(sitePathOf('/zh/about/../service/network')).toBe('/zh/service/network')
    expect(sitePathOf('/zh\t/x')).toBeNull()
  })
})
