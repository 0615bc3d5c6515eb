import { describe, expect, it } from 'vitest'
import { base, formHeaders, hit, logMark, logSince, newVisitor, stackLines } from './helpers'

/**
 * Forms posted by the browser itself (decision 0011): the same checks as the forms' server
 * functions, CSRF as for them, nothing a visitor posts in a shared page, and nothing secret
 * back in a page.
 */

const unique = () => Math.random().toString(36).slice(2, 8)

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return hit(path, {
    method: 'POST',
    headers: formHeaders(headers),
    body: new URLSearchParams(fields),
  })
}

const business = () => ({
  company: `Hostile ${unique()}`,
  contact: 'Wang',
  phone: '13800138000',
  message: 'hello',
})

describe('forms posted without the page’s code', () => {
  it('refuses posts from another site, and posts that name no origin at all', async () => {
    const cases: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.example' },
    ]
    for (const headers of cases) {
      const res = await post('/contact/business', business(), headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
    }
    // No Sec-Fetch-Site, a foreign Origin; then neither Origin nor Referer (not a browser form).
    const foreign = await hit('/login', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'account=13800138000&password=x',
    })
    expect(foreign.status).toBe(403)
    const anonymous = await hit('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=13800138000&password=x',
    })
    expect(anonymous.status).toBe(403)
  })

  it('answers a stored form with 303 and a one-time message that no shared page keeps', async () => {
    const res = await post('/zh/contact/business', business())
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/zh/contact/business')
    const flash = /flash=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
    expect(flash).toBeTruthy()
    const cookie = `flash=${flash}`
    const shown = await hit('/zh/contact/business', { headers: { cookie } })
    expect(shown.headers.get('x-cache')).toBeNull()
    expect(shown.headers.get('cache-control')).toContain('no-store')
    expect(shown.headers.get('set-cookie')).toMatch(/flash=;|flash=.*Max-Age=0/)
    expect(await shown.text()).toContain('提交成功')
    // Everyone else: the shared page, without the message.
    await hit('/zh/contact/business')
    const other = await hit('/zh/contact/business')
    expect(['HIT', 'STALE']).toContain(other.headers.get('x-cache'))
    expect(await other.text()).not.toContain('提交成功')
  })

  it('draws a refused form again with 400, its messages and input, never a password', async () => {
    const res = await post('/register', {
      account: '13800138000',
      password: 'Secret-Password-77',
      savePassword: 'Other-Password-88',
      email: 'someone@example.com',
      verCode: '',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const html = await res.text()
    expect(html).toContain('The Passwords Are Inconsistent!')
    expect(html).toContain('value="someone@example.com"')
    expect(html).not.toContain('Secret-Password-77')
    expect(html).not.toContain('Other-Password-88')
  })

  it('takes a forged one-time message as no message, and shows only the site’s own words', async () => {
    const forged = Buffer.from(
      JSON.stringify({ form: 'join', message: '<script>alert(1)</script>' }),
    ).toString('base64url')
    for (const cookie of [`flash=${forged}`, 'flash=%%%not-base64', 'flash=']) {
      const res = await hit('/contact/join', { headers: { cookie } })
      expect(res.status, cookie).toBe(200)
      const html = await res.text()
      expect(html).not.toContain('<script>alert(1)</script>')
      // No message shows (the footer's hidden "Link copied" word is not one).
      expect(html).not.toMatch(/<(?![^>]*\bhidden\b)[^>]*role="status"/)
    }
  })

  it('sends a log-in only to a page of this site', async () => {
    for (const redirect of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const res = await post('/login', { account: '13800138000', password: 'x', redirect })
      // Refused (no such member) or not: never a Location off the site.
      expect(res.headers.get('location') ?? '').not.toMatch(/evil/)
      expect(await res.text()).not.toContain('evil.example"')
    }
  })

  it('answers a post to a page without a form 405, and bodies that are not forms 400', async () => {
    const mark = logMark()
    const other = await post('/about/culture', { a: '1' })
    expect(other.status).toBe(405)
    expect(other.headers.get('allow')).toBe('GET, HEAD')
    const logout = await hit('/logout')
    expect(logout.status).toBe(405)
    const bodies: Array<[string, string]> = [
      ['application/json', '{"company":"x"}'],
      ['text/plain', 'company=x'],
      ['multipart/form-data; boundary=broken', '--nope'],
    ]
    for (const [type, body] of bodies) {
      const res = await hit('/contact/business', {
        method: 'POST',
        headers: { origin: base(), 'content-type': type, 'x-forwarded-for': newVisitor() },
        body,
      })
      expect(res.status, type).toBe(400)
      expect(await res.text()).toContain('This field is required')
    }
    expect(stackLines(logSince(mark))).toEqual([])
  })
})
