import { describe, expect, it } from 'vitest'
import { cachedRead } from './read-cache'

describe('content read cache', () => {
  const en = { locale: 'en' as const }
  const counter = () => {
    let n = 0
    return { load: async () => ++n, calls: () => n }
  }

  it('shares a content read between callers, per locale and payload', async () => {
    const c = counter()
    const req = { method: 'POST' as const, path: 'common/cmsContent/list', body: { pageNo: 1 } }
    expect(await cachedRead(en, req, c.load)).toBe(1)
    expect(await cachedRead(en, req, c.load)).toBe(1)
    expect(await cachedRead({ locale: 'zh' }, req, c.load)).toBe(2)
    expect(await cachedRead(en, { ...req, body: { pageNo: 2 } }, c.load)).toBe(3)
  })

  it('never keeps member calls, the code check, forms or failures', async () => {
    const c = counter()
    const product = { method: 'GET' as const, path: 'common/cmsProduct/detail', query: { id: 1 } }
    await cachedRead({ ...en, token: 't' }, product, c.load)
    await cachedRead({ ...en, token: 't' }, product, c.load)
    const check = { method: 'POST' as const, path: 'common/cmsProduct/fangweiSel', body: {} }
    await cachedRead(en, check, c.load)
    await cachedRead(en, check, c.load)
    const form = { method: 'POST' as const, path: 'common/cmsSurveyRecord/addItem', body: {} }
    await cachedRead(en, form, c.load)
    expect(c.calls()).toBe(5)

    let attempts = 0
    const failing = { method: 'GET' as const, path: 'common/cmsSite/settings' }
    const flaky = async () => {
      attempts++
      if (attempts === 1) throw new Error('down')
      return 'up'
    }
    await expect(cachedRead(en, failing, flaky)).rejects.toThrow('down')
    expect(await cachedRead(en, failing, flaky)).toBe('up')
  })
})
