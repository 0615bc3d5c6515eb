import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { defaultLocale } from '~/i18n/locale'
import { LocaleSchema } from '~/i18n/locale-schema'
import { withPreview } from '~/server/cms/visibility'
import { COLLECTIONS, isCollectionName } from '~/shared/staff/content'
import { ITEM_KEY } from '~/shared/staff/content-schemas'
import { requireCollection } from '../content/access'
import { publicPathOf } from '../content/paths'
import { getContentItem } from '../content/service'
import { StaffError } from '../errors'
import { staffRoute } from '../http'

const Params = v.object({
  collection: v.custom<string>(isCollectionName, 'no such collection'),
  id: v.pipe(v.string(), v.regex(ITEM_KEY)),
})
const Query = v.object({ locale: v.optional(LocaleSchema, defaultLocale) })

/** What a preview may load: its own styles and images, nothing that runs. */
const PREVIEW_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; media-src 'self' https:; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"

let render: ((request: Request) => Promise<Response> | Response) | undefined

/**
 * The page of an item as visitors will see it, drafts and scheduled content included: the
 * site's own renderer draws the public page inside `withPreview` (the content service then
 * shows everything and the read cache is left alone). The answer is a still picture: its
 * scripts are taken out (the page would otherwise start the site's router under this URL),
 * and it is private to the staff member who asked (`private, no-store`), never shared.
 */
staffRoute('GET', '/preview/:collection/:id', 'content', async (ctx) => {
  const params = ctx.parse(Params, ctx.params)
  const { locale } = ctx.parse(Query, Object.fromEntries(ctx.url.searchParams))
  if (!isCollectionName(params.collection)) throw new StaffError(404, msg`No such item`)
  const name = params.collection
  requireCollection(ctx, name, true)
  if (!COLLECTIONS[name].previewable) throw new StaffError(404, msg`This content has no page`)
  const item = await getContentItem(ctx.db, name, params.id)
  const version = item[locale] ?? item.en ?? item.zh
  const language = item[locale] ? locale : item.en ? 'en' : 'zh'
  const path = version ? publicPathOf(name, language, version.id, item) : null
  if (!path) throw new StaffError(404, msg`This content has no page`)
  if (!render) {
    const { createStartHandler, defaultStreamHandler } = await import(
      '@tanstack/react-start/server'
    )
    render = createStartHandler(defaultStreamHandler)
  }
  const draw = render
  const { status, html } = await withPreview(async () => {
    const response = await draw(
      new Request(`${ctx.url.origin}${path}`, { headers: { accept: 'text/html' } }),
    )
    return { status: response.status, html: await response.text() }
  })
  const banner = `<div role="note" style="position:sticky;top:0;z-index:100;background:#92400e;color:#fff;padding:8px 16px;font:14px/1.4 system-ui,sans-serif">${ctx.i18n._(msg`Preview: drafts and scheduled content are shown. Visitors do not see this page until it is published.`)}</div>`
  const still = html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<body([^>]*)>/i, `<body$1>${banner}`)
  return new Response(still, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'content-security-policy': PREVIEW_CSP,
      'x-robots-tag': 'noindex, nofollow',
    },
  })
})
