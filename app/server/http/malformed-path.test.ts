import { describe, expect, it } from 'vitest'
import { badRequestPage, badRequestPageOf, isMalformedPath } from './malformed-path'
import { withPageScripts } from './page-scripts'

describe('isMalformedPath', () => {
  it('is true only for a path whose percent-escapes do not decode', () => {
    expect(isMalformedPath('/%E0%A4%A')).toBe(true)
    expect(isMalformedPath('/zh/%E0%A4%A')).toBe(true)
    expect(isMalformedPath('/about/news/detail/%ZZ')).toBe(true)
    expect(isMalformedPath('/about/%')).toBe(true)
    expect(isMalformedPath('/about/news')).toBe(false)
    expect(isMalformedPath('/about/news/detail/%31')).toBe(false)
    expect(isMalformedPath('/%E4%B8%AD')).toBe(false)
    // Calls and files keep Start's plain 400.
    expect(isMalformedPath('/api/cmsapi/%E0%A4%A')).toBe(false)
    expect(isMalformedPath('/_serverFn/%E0')).toBe(false)
    expect(isMalformedPath('/assets/%E0.js')).toBe(false)
  })
})

describe('badRequestPageOf', () => {
  it('keeps the language of the path', () => {
    expect(badRequestPageOf('/%E0%A4%A')).toBe('/400')
    expect(badRequestPageOf('/zh/%E0%A4%A')).toBe('/zh/400')
    expect(badRequestPageOf('/zh%E0')).toBe('/zh/400')
    expect(badRequestPageOf('/zhx/%E0')).toBe('/400')
  })
})

describe('badRequestPage', () => {
  const page =
    '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/index-A.js"/></head>' +
    '<body><h1>400</h1><script type="module" async="" src="/assets/index-A.js"></script></body></html>'

  it('draws the 400 page of the path’s language with status 400, no code, no index, no cache', async () => {
    const asked: string[] = []
    const answer = await badRequestPage(
      new Request('http://site.test/zh/%E0%A4%A', { headers: { cookie: 'a=b' } }),
      async (request) => {
        asked.push(`${new URL(request.url).pathname} ${request.headers.get('cookie')}`)
        return new Response(page, {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': "script-src 'self'",
            'cache-control': 'public, max-age=60',
            'content-length': String(page.length),
          },
        })
      },
    )
    expect(asked).toEqual(['/zh/400 a=b'])
    expect(answer.status).toBe(400)
    expect(answer.headers.get('x-robots-tag')).toBe('noindex')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'self'")
    const html = await answer.text()
    expect(html).toContain('<h1>400</h1>')
    expect(html).not.toContain('/assets/index-A.js')
  })

  it('takes out the loader of a page already given its scripts', async () => {
    const answer = await badRequestPage(new Request('http://site.test/%E0'), async () =>
      withPageScripts(new Response(page, { headers: { 'content-type': 'text/html' } })),
    )
    const html = await answer.text()
    expect(html).toContain('<h1>400</h1>')
    expect(html).not.toContain('<script')
  })

  it('answers HEAD without a body', async () => {
    const answer = await badRequestPage(
      new Request('http://site.test/%E0', { method: 'HEAD' }),
      async () => new Response(page, { headers: { 'content-type': 'text/html' } }),
    )
    expect(answer.status).toBe(400)
    expect(await answer.text()).toBe('')
  })
})
