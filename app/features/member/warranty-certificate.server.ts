import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { getCookie } from '@tanstack/react-start/server'
import { getI18n } from '~/i18n/i18n'
import { type Locale, localePath } from '~/i18n/locale'
import { cmsSiteSettings } from '~/server/cmsapi/calls'
import { cmsApiMemberWarranties, type Warranty } from '~/server/cmsapi/member-calls'
import { log } from '~/server/log'
import type { DocumentDef, Text } from '~/server/media/pdf'
import { DEFAULT_HOTLINE } from '~/server/site-defaults'
import { siteUrl } from '~/server/site-url'
import { CmsApiError, isMissingCall } from '~/shared/cmsapi/errors.isomorphic'
import { todayInChina } from '~/shared/member/warranty.schemas'
import { ctxFor } from './member.server'
import { TOKEN_COOKIE } from './member.shared'

/** A message in both languages: a Chinese document also carries the English original. */
const both = (descriptor: MessageDescriptor): Text => ({
  en: getI18n('en')._(descriptor),
  zh: getI18n('zh')._(descriptor),
})

/** The address the certificate's QR opens: the code check with the code filled in. */
export function verificationUrl(locale: Locale, code: string): string {
  // In the fragment: the code is filled in by the page and never reaches a log or a cache.
  return `${siteUrl()}${localePath(locale, '/service/modules/fwcheck')}#code=${code}`
}

/** The certificate of one registered tool, in the member's language. */
export function certificateOf(
  w: Warranty,
  locale: Locale,
  site: { name: Text; hotline: string },
  issued: string,
): DocumentDef {
  const { months } = w
  const product = w.name ? `${w.name} (${w.model})` : w.model
  const rows: Array<[Text, string]> = [
    [both(msg`Product`), product],
    [both(msg`Model`), w.model],
  ]
  if (w.code) rows.push([both(msg`Anti-counterfeit code`), w.code])
  if (w.serial) rows.push([both(msg`Serial number`), w.serial])
  rows.push(
    [both(msg`Purchase date`), w.purchasedAt],
    [both(msg`Warranty term`), getI18n(locale)._(msg`${months} months`)],
    [both(msg`Warranty until`), w.expiresAt],
    [both(msg`Certificate number`), `W${String(w.id).padStart(8, '0')}`],
  )
  if (w.dealer) rows.push([both(msg`Dealer`), w.dealer])
  const footer: Text = {
    en: `${site.name.en} · ${getI18n('en')._(msg`Hotline`)} ${site.hotline}`,
    zh: `${site.name.zh} · ${getI18n('zh')._(msg`Hotline`)} ${site.hotline}`,
  }
  return {
    title: both(msg`Warranty certificate`),
    date: issued,
    footer,
    blocks: [
      { type: 'title', text: both(msg`Warranty certificate`), subtitle: site.name },
      {
        type: 'paragraph',
        text: both(
          msg`This tool is registered with the manufacturer. Keep this certificate with your receipt: a service outlet repairs it under warranty until the date below.`,
        ),
      },
      { type: 'table', rows },
      ...(w.code
        ? [
            {
              type: 'qr' as const,
              url: verificationUrl(locale, w.code),
              caption: both(
                msg`Scan to check this product's anti-counterfeit code on the manufacturer's site.`,
              ),
            },
          ]
        : []),
      {
        type: 'paragraph',
        text: both(
          msg`The warranty covers defects in materials and workmanship under normal use. It does not cover wear parts, damage from misuse, or repairs by anyone other than an authorised service outlet.`,
        ),
      },
      {
        type: 'paragraph',
        text: {
          en: `${getI18n('en')._(msg`Issued on`)} ${issued}`,
          zh: `${getI18n('zh')._(msg`Issued on`)} ${issued}`,
        },
      },
    ],
  }
}

/** A member's own file that is not there, or not theirs: the same 404, never kept by a cache. */
export const notFound = (locale: Locale) =>
  new Response(getI18n(locale)._(msg`This page could not be found.`), {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'private, no-store',
    },
  })

/**
 * GET of a warranty certificate: the PDF of the member's own registration `id`. Anyone else
 * (another member, a visitor, an ended session) gets the same 404, so ids reveal nothing.
 */
export async function certificateResponse(locale: Locale, id: number): Promise<Response> {
  const token = getCookie(TOKEN_COOKIE)
  if (!token) return notFound(locale)
  let mine: Warranty | undefined
  try {
    const list = await cmsApiMemberWarranties(ctxFor(locale, token))
    mine = list.find((w) => w.id === id)
  } catch (error) {
    if (error instanceof CmsApiError && (error.status === 401 || isMissingCall(error))) {
      return notFound(locale)
    }
    log.error({ err: error }, 'warranty certificate failed')
    return new Response(getI18n(locale)._(msg`Please try again later.`), {
      status: 502,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  if (!mine) return notFound(locale)
  const [en, zh] = await Promise.all([
    cmsSiteSettings({ locale: 'en' }).catch(() => null),
    cmsSiteSettings({ locale: 'zh' }).catch(() => null),
  ])
  const site = {
    name: {
      en: en?.siteTitle || getI18n('en')._(msg`Ruifeng Tools`),
      zh: zh?.siteTitle || getI18n('zh')._(msg`Ruifeng Tools`),
    },
    hotline: (locale === 'zh' ? zh : en)?.hotline || DEFAULT_HOTLINE,
  }
  // The PDF writer loads with the first certificate, not at a server's start.
  const { renderPdf } = await import('~/server/media/pdf')
  const bytes = await renderPdf(certificateOf(mine, locale, site, todayInChina()), locale)
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="warranty-W${String(mine.id).padStart(8, '0')}-${locale}.pdf"`,
      // The member's own document: never in a shared cache.
      'cache-control': 'private, no-store',
    },
  })
}
