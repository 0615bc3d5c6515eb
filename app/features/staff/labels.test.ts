import { expect, it } from 'vitest'
import { formatWhen, fromChinaInput, localWhen, toChinaInput } from './labels'

// 00:30 on 26 November in China is still 25 November in UTC (and in Europe and America).
const AFTER_MIDNIGHT_IN_CHINA = '2026-11-25T16:30:00.000Z'

it('reads and writes the console’s times as China time across midnight, whatever the browser’s zone', () => {
  expect(toChinaInput(AFTER_MIDNIGHT_IN_CHINA)).toBe('2026-11-26T00:30')
  expect(fromChinaInput('2026-11-26T00:30')).toBe(AFTER_MIDNIGHT_IN_CHINA)
  expect(fromChinaInput(toChinaInput('2026-11-25T15:59:00.000Z') ?? '')).toBe(
    '2026-11-25T15:59:00.000Z',
  )
  expect(toChinaInput('2026-11-25T15:59:00.000Z')).toBe('2026-11-25T23:59')
  expect(fromChinaInput('')).toBeNull()
})

it('says the zone with every time it shows, and the browser’s own time when it differs', () => {
  expect(formatWhen('en', AFTER_MIDNIGHT_IN_CHINA)).toBe('26 Nov 2026, 00:30 China time')
  expect(formatWhen('zh', AFTER_MIDNIGHT_IN_CHINA)).toBe('2026年11月26日 00:30 北京时间')
  expect(localWhen('en', AFTER_MIDNIGHT_IN_CHINA, 'UTC')).toMatch(/^25 Nov 2026, 16:30 GMT/)
  expect(localWhen('en', AFTER_MIDNIGHT_IN_CHINA, 'America/New_York')).toBe(
    '25 Nov 2026, 11:30 GMT-5',
  )
  // A browser in China time (or in a zone that shows the same wall time) gets no second time.
  expect(localWhen('en', AFTER_MIDNIGHT_IN_CHINA, 'Asia/Shanghai')).toBeNull()
  expect(localWhen('en', AFTER_MIDNIGHT_IN_CHINA, 'Asia/Singapore')).toBeNull()
})
