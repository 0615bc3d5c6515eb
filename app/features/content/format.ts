import type { Locale } from '~/i18n/locale'

// Dates are shown in China's time (UTC+8 all year: no daylight saving since 1991), the same on
// server and browser. They are formatted by hand because an Intl.DateTimeFormat with a time
// zone costs the browser about 100 ms to create (its time zone data), on every page that shows
// a date; the output is that of Intl's en-GB and zh-CN formats (format.test.ts compares them).
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
]

function chinaTime(iso: string): Date | undefined {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? undefined : new Date(time + CHINA_OFFSET_MS)
}

function dayOf(locale: Locale, d: Date): string {
  const year = d.getUTCFullYear()
  const month = d.getUTCMonth()
  const day = d.getUTCDate()
  return locale === 'zh' ? `${year}年${month + 1}月${day}日` : `${day} ${MONTHS_EN[month]} ${year}`
}

/** A calendar date in the page's language: '22 Nov 2026', '2026年11月22日'. */
export function formatDate(locale: Locale, iso: string): string {
  const d = chinaTime(iso)
  return d ? dayOf(locale, d) : ''
}

/** A date and time of day in the page's language: '22 Nov 2026, 14:05', '2026年11月22日 14:05'. */
export function formatDateTime(locale: Locale, iso: string): string {
  const d = chinaTime(iso)
  if (!d) return ''
  const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`
  return locale === 'zh' ? `${dayOf(locale, d)} ${time}` : `${dayOf(locale, d)}, ${time}`
}

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
