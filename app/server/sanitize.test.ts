import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './sanitize'

it('keeps links and text but drops scripts, handlers and javascript: URLs', () => {
  const out = sanitizeRichText(
    '<p onclick="x()">© 2026 <a href="https://beian.miit.gov.cn" target="_blank">ICP 12345</a></p>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)>',
  )
  expect(out).toContain(
    '<a href="https://beian.miit.gov.cn" target="_blank" rel="noopener noreferrer">ICP 12345</a>',
  )
  expect(out).not.toMatch(/script|onclick|onerror|javascript:/i)
})

it('answers empty text for missing html', () => {
  expect(sanitizeRichText(undefined)).toBe('')
  expect(sanitizeRichText(null)).toBe('')
})

describe('media-library images in rich text', () => {
  it('get the srcset of their widths; a srcset of any other image is dropped', () => {
    const hash = '0123456789abcdef0123456789abcdef'
    expect(sanitizeRichText(`<img src="/media/u/${hash}/960.webp" alt="Drill">`)).toBe(
      `<img src="/media/u/${hash}/960.webp" alt="Drill" srcset="/media/u/${hash}/320.webp 320w, /media/u/${hash}/640.webp 640w, /media/u/${hash}/960.webp 960w" sizes="(min-width: 768px) 768px, 100vw" decoding="async" loading="lazy" />`,
    )
    expect(
      sanitizeRichText('<img src="https://x.example/a.png" srcset="javascript:alert(1) 1x">'),
    ).toBe('<img src="https://x.example/a.png" loading="lazy" />')
  })
})
