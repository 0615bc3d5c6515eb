import { expect, it } from 'vitest'
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
