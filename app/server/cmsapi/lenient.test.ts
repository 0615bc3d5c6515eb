import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { bool, isoTime, mediaUrl, pageOf, parseNoting, required, resolveRichText } from './lenient'

describe('lenient reading of old answers', () => {
  it('reads times as ISO: China time without a zone, ISO with one, epoch milliseconds', () => {
    expect(isoTime('2026-01-01 08:00:00')).toBe('2026-01-01T00:00:00.000Z')
    expect(isoTime('2026/1/2 08:30')).toBe('2026-01-02T00:30:00.000Z')
    expect(isoTime('2026-01-03')).toBe('2026-01-02T16:00:00.000Z')
    expect(isoTime('2026-01-01T08:00:00Z')).toBe('2026-01-01T08:00:00.000Z')
    expect(isoTime(1767225600000)).toBe('2026-01-01T00:00:00.000Z')
    expect(isoTime('1767225600000')).toBe('2026-01-01T00:00:00.000Z')
    expect(isoTime('soon')).toBeNull()
    expect(isoTime(null)).toBeNull()
  })

  it('reads yes and no in the forms old systems use', () => {
    for (const yes of [true, 1, '1', 'true', 'Y']) expect(v.parse(bool, yes)).toBe(true)
    for (const no of [false, 0, '0', 'false', 'N', null, undefined]) {
      expect(v.parse(bool, no)).toBe(false)
    }
  })

  it('resolves media paths against the CMS; drops other schemes', () => {
    const base = 'http://cms.example.cn:8080'
    expect(mediaUrl('/profile/upload/a.jpg', base)).toBe(`${base}/profile/upload/a.jpg`)
    expect(mediaUrl('profile/a.jpg', base)).toBe(`${base}/profile/a.jpg`)
    expect(mediaUrl('//img.example.cn/a.jpg', base)).toBe('https://img.example.cn/a.jpg')
    expect(mediaUrl('https://img.example.cn/a.jpg', base)).toBe('https://img.example.cn/a.jpg')
    expect(mediaUrl('javascript:alert(1)', base)).toBe('')
    expect(mediaUrl('/media/a.svg', '')).toBe('/media/a.svg')
  })

  it('resolves pictures and file links of rich text against the CMS, not links to pages', () => {
    const base = 'http://cms.example.cn:8080'
    const html = [
      '<p>Body <img src="/profile/upload/a.jpg" alt="A"></p>',
      '<img src=\'upload/b.png\'><img src="https://img.example.cn/c.jpg"><img src="//img.example.cn/d.jpg">',
      '<img src="data:image/png;base64,AAAA">',
      '<a href="/profile/upload/files/manual.pdf?v=2">Manual</a>',
      '<a href="/about/news/detail/5">News</a><a href="/about/us.html">Us</a><a href="#top">Top</a>',
      '<a href="mailto:x@example.cn">Mail</a>',
    ].join('')
    const out = resolveRichText(html, base)
    expect(out).toContain(`<img src="${base}/profile/upload/a.jpg" alt="A" />`)
    expect(out).toContain(`<img src="${base}/upload/b.png" />`)
    expect(out).toContain('<img src="https://img.example.cn/c.jpg" />')
    expect(out).toContain('<img src="//img.example.cn/d.jpg" />')
    expect(out).toContain('<img src="data:image/png;base64,AAAA" />')
    expect(out).toContain(`<a href="${base}/profile/upload/files/manual.pdf?v=2">Manual</a>`)
    expect(out).toContain('<a href="/about/news/detail/5">News</a><a href="/about/us.html">Us</a>')
    expect(out).toContain('<a href="#top">Top</a><a href="mailto:x@example.cn">Mail</a>')
    expect(out).toContain('<p>Body ')
    // Without a CMS (the embedded content service) the text is as sent.
    expect(resolveRichText(html, '')).toBe(html)
  })

  it('takes a bare array as a page of all its records, anything else as an empty page', () => {
    const page = pageOf(v.object({ id: required }))
    expect(parseNoting(page, [{ id: 1 }, { id: '2' }], '').result.output).toEqual({
      list: [{ id: '1' }, { id: '2' }],
      total: 2,
      pageNo: 1,
      pageSize: 2,
    })
    expect(parseNoting(page, 'nothing', '').result.output).toMatchObject({ list: [], total: 0 })
  })
})
