import { describe, expect, it } from 'vitest'
import { cookieValue } from '~/shared/cookies'
import { fromAnotherSite, fromThisSite, requestSource } from './same-origin'

const at = (method: string, headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/api/cmsapi/x', { method, headers })

describe('where a request comes from (one rule for the content API and the staff API)', () => {
  it('takes Sec-Fetch-Site first: same-origin only, and none for an address typed or bookmarked', () => {
    expect(requestSource(at('POST', { 'sec-fetch-site': 'same-origin' }))).toBe('same-origin')
    expect(requestSource(at('GET', { 'sec-fetch-site': 'none' }))).toBe('same-origin')
    expect(requestSource(at('POST', { 'sec-fetch-site': 'same-site' }))).toBe('cross-site')
    expect(requestSource(at('GET', { 'sec-fetch-site': 'cross-site' }))).toBe('cross-site')
  })

  it('refuses a post that says none: no page of this site sends it', () => {
    const post = at('POST', { 'sec-fetch-site': 'none' })
    expect(fromAnotherSite(post)).toBe(true)
    expect(fromThisSite(post)).toBe(false)
  })

  it('reads Origin when the browser sends no Sec-Fetch-Site, and lets a caller with neither through the content API only', () => {
    expect(requestSource(at('POST', { origin: 'http://127.0.0.1:3000' }))).toBe('same-origin')
    expect(requestSource(at('POST', { origin: 'https://evil.example' }))).toBe('cross-site')
    const plain = at('POST', {})
    expect(fromAnotherSite(plain)).toBe(false)
    expect(fromThisSite(plain)).toBe(false)
  })
})

describe('cookieValue', () => {
  it('finds one cookie by its exact name, trimmed, in a header or document.cookie', () => {
    const header = 'lang=zh; token=abc; staff_token = s1 ;x=a=b'
    expect(cookieValue(header, 'token')).toBe('abc')
    expect(cookieValue(header, 'staff_token')).toBe('s1')
    expect(cookieValue(header, 'x')).toBe('a=b')
    expect(cookieValue(header, 'tok')).toBeUndefined()
    expect(cookieValue(null, 'token')).toBeUndefined()
  })
})
