import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatFileSize } from './format'

// The hand-made formats must say what Intl's en-GB and zh-CN formats in China's time say.
const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Shanghai' })
const intlDate = {
  en: intl('en-GB', { year: 'numeric', month: 'short', day: 'numeric' }),
  zh: intl('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' }),
}
const intlDateTime = {
  en: intl('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
  zh: intl('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }),
}

// Every month, both sides of China's midnight (16:00 UTC), a leap day and New Year's Eve.
const instants = [
  ...Array.from({ length: 12 }, (_, m) => [
    new Date(Date.UTC(2026, m, 9, 15, 59)),
    new Date(Date.UTC(2026, m, 9, 16, 0)),
    new Date(Date.UTC(2025, m, 28, 3, 7)),
  ]).flat(),
  new Date(Date.UTC(2028, 1, 29, 12, 0)),
  new Date(Date.UTC(2026, 11, 31, 16, 30)),
  new Date(Date.UTC(1999, 0, 1, 0, 0)),
]

describe('formatDate and formatDateTime', () => {
  it.each(['en', 'zh'] as const)(
    'match Intl in %s for every month and around midnight',
    (locale) => {
      for (const instant of instants) {
        const iso = instant.toISOString()
        expect(formatDate(locale, iso), iso).toBe(intlDate[locale].format(instant))
        expect(formatDateTime(locale, iso), iso).toBe(intlDateTime[locale].format(instant))
      }
    },
  )

  it('read the calendar day in China, not in UTC', () => {
    expect(formatDate('en', '2026-11-21T16:00:00Z')).toBe('22 Nov 2026')
    expect(formatDate('zh', '2026-11-21T15:59:59Z')).toBe('2026年11月21日')
    expect(formatDateTime('en', '2026-11-21T16:05:00.000Z')).toBe('22 Nov 2026, 00:05')
  })

  it('show nothing for a value that is not a date', () => {
    expect(formatDate('en', 'not a date')).toBe('')
    expect(formatDateTime('zh', '')).toBe('')
  })

  it('formatFileSize uses KB below a megabyte and MB above', () => {
    expect(formatFileSize(10)).toBe('1 KB')
    expect(formatFileSize(300 * 1024)).toBe('300 KB')
    expect(formatFileSize(5.25 * 1024 * 1024)).toBe('5.3 MB')
  })
})
