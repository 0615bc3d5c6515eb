import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { Warranty } from '~/server/cmsapi/member-calls'
import { renderPdf } from '~/server/media/pdf'
import { siteUrl } from '~/server/site-url'
import { certificateOf, verificationUrl } from './warranty-certificate.server'

const warranty: Warranty = {
  id: 42,
  name: '锂电钻',
  model: 'RF-DD20B',
  serial: '',
  code: 'ABCD2345EFGH6789',
  byCode: true,
  purchasedAt: '2026-01-15',
  dealer: 'Shanghai flagship store',
  months: 36,
  expiresAt: '2029-01-15',
  state: 'active',
}
const site = { name: { en: 'Ruifeng Tools', zh: '瑞丰工具' }, hotline: '400-182-5988' }

/** The text a PDF's pages draw: its content streams, inflated, as one string. */
function drawn(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
  return streams
    .map(([, body]) => {
      try {
        return inflateSync(Buffer.from(body ?? '', 'latin1')).toString('latin1')
      } catch {
        return body ?? ''
      }
    })
    .join('\n')
}
/** How pdf.ts writes a run: Latin as WinAnsi hex (upper case), Chinese as UTF-16 hex. */
const hexOf = (text: string, wide: boolean) => {
  const hex = [...text].map((c) =>
    c
      .charCodeAt(0)
      .toString(16)
      .padStart(wide ? 4 : 2, '0'),
  )
  return wide ? hex.join('') : hex.join('').toUpperCase()
}

describe('warranty certificate', () => {
  it("carries the code, model, dates and a QR of the code check in the member's language", async () => {
    for (const locale of ['en', 'zh'] as const) {
      const def = certificateOf(warranty, locale, site, '2026-03-01')
      const rows = def.blocks.flatMap((b) => (b.type === 'table' ? b.rows : []))
      const values = Object.fromEntries(rows.map(([label, value]) => [label.en, value]))
      expect(values).toMatchObject({
        Model: 'RF-DD20B',
        'Anti-counterfeit code': 'ABCD2345EFGH6789',
        'Purchase date': '2026-01-15',
        'Warranty until': '2029-01-15',
        'Warranty term': locale === 'zh' ? '36 个月' : '36 months',
      })
      const qr = def.blocks.find((b) => b.type === 'qr')
      expect(qr?.type === 'qr' && qr.url).toBe(
        `${siteUrl()}${locale === 'zh' ? '/zh' : ''}/service/modules/fwcheck#code=ABCD2345EFGH6789`,
      )
      expect(verificationUrl(locale, warranty.code)).toBe(qr?.type === 'qr' && qr.url)
      const pdf = await renderPdf(def, locale)
      expect(Buffer.from(pdf).toString('latin1').startsWith('%PDF-')).toBe(true)
      const text = drawn(pdf)
      expect(text).toContain(`<${hexOf('ABCD2345EFGH6789', false)}>`)
      // The title in the document's language (Chinese in the predefined Song font).
      expect(text).toContain(
        locale === 'zh'
          ? `<${hexOf('保修凭证', true)}>`
          : `<${hexOf('Warranty certificate', false)}>`,
      )
      // The QR's dark modules: hundreds of filled squares.
      expect(text.match(/ re\b/g)?.length ?? 0).toBeGreaterThan(200)
    }
  })

  it('has no QR for a tool registered by model and serial, and shows the serial', () => {
    const def = certificateOf(
      { ...warranty, code: '', byCode: false, serial: 'SN-2019-77' },
      'en',
      site,
      '2026-03-01',
    )
    expect(def.blocks.some((b) => b.type === 'qr')).toBe(false)
    const rows = def.blocks.flatMap((b) => (b.type === 'table' ? b.rows : []))
    expect(rows.map(([l, v]) => [l.en, v])).toContainEqual(['Serial number', 'SN-2019-77'])
    expect(rows.map(([l]) => l.en)).not.toContain('Anti-counterfeit code')
  })
})
