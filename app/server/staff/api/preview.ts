import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { defaultLocale, type Locale } from '~/i18n/locale'
import { LocaleSchema } from '~/i18n/locale-schema'
import { withPreview } from '~/server/cms/visibility'
import type { Db } from '~/server/db/client'
import {
  COLLECTIONS,
  type CollectionName,
  type ContentItem,
  isCollectionName,
} from '~/shared/staff/content'
import { ITEM_KEY, makeContentSchemas } from '~/shared/staff/content-schemas'
import { can } from '~/shared/staff/roles'
import { requireCollection } from '../content/access'
import { publicPathOf } from '../content/paths'
import { withUnsaved } from '../content/preview'
import { type Ctx, getContentItem } from '../content/service'
import { StaffError } from '../errors'
import { actorOf, type StaffContext, staffRoute } from '../http'

const Params = v.object({
  collection: v.custom<string>(isCollectionName, 'no such collection'),
  id: v.pipe(v.string(), v.regex(ITEM_KEY)),
})
const NewParams = v.object({ collection: Params.entries.collection })
const Query = v.object({
  locale: v.optional(LocaleSchema, defaultLocale),
  /** `1`: the item's server draft in place of its live version. */
  draft: v.optional(v.picklist(['0', '1'])),
})

/** What a preview may load: its own styles and images, nothing that runs. */
const PREVIEW_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; media-src 'self' https:; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"

let render: ((request: Request) => Promise<Response> | Response) | undefined

/** The collection of a preview call, when the caller may work on it and it has a page. */
function previewedCollection(ctx: StaffContext, collection: string): CollectionName {
  if (!isCollectionName(collection)) throw new StaffError(404, msg`No such item`)
  requireCollection(ctx, collection, true)
  if (!COLLECTIONS[collection].previewable) throw new StaffError(404, msg`This content has no page`)
  return collection
}

function serviceContext(ctx: StaffContext, name: CollectionName): Ctx {
  return {
    db: ctx.db,
    who: ctx.who,
    mayPublish: can(actorOf(ctx).role, 'publish'),
    i18n: ctx.i18n,
    schemas: makeContentSchemas(ctx.i18n, COLLECTIONS[name]),
  }
}

/**
 * The page of an item as visitors will see it, drafts and scheduled content included: the
 * site's own renderer draws the public page inside `withPreview` (the content service then
 * shows everything and the read cache is left alone; `db`: the transaction holding unsaved
 * values). The answer is a still picture: its scripts are taken out (the page would otherwise
 * start the site's router under this URL), and it is private to the staff member who asked
 * (`private, no-store`), never shared.
 */
async function renderPage(
  ctx: StaffContext,
  name: CollectionName,
  item: ContentItem,
  locale: Locale,
  db: Db | null,
  note: MessageDescriptor,
): Promise<Response> {
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
  }, db)
  const banner = `<div role="note" style="position:sticky;top:0;z-index:100;background:#92400e;color:#fff;padding:8px 16px;font:14px/1.4 system-ui,sans-serif">${ctx.i18n._(note)}</div>`
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
}

const LIVE_NOTE = msg`Preview: drafts and scheduled content are shown. Visitors do not see this page until it is published.`
const DRAFT_NOTE = msg`Preview of the draft: visitors see the live version until the draft is published.`
const FORM_NOTE = msg`Preview of unsaved changes: nothing is saved until you save the form.`

/** The item as stored (`?draft=1`: with its server draft in place of the live version). */
staffRoute('GET', '/preview/:collection/:id', 'content', async (ctx) => {
  const params = ctx.parse(Params, ctx.params)
  const { locale, draft } = ctx.parse(Query, Object.fromEntries(ctx.url.searchParams))
  const name = previewedCollection(ctx, params.collection)
  if (draft === '1') {
    return withUnsaved(serviceContext(ctx, name), name, params.id, { draft: true }, (tx, item) =>
      renderPage(ctx, name, item, locale, tx, DRAFT_NOTE),
    )
  }
  const item = await getContentItem(ctx.db, name, params.id)
  return renderPage(ctx, name, item, locale, null, LIVE_NOTE)
})

/**
 * The editor's form as it stands, unsaved (the body of a save: both languages, the shared
 * fields): validated and sanitized as a save is, drawn, never stored.
 */
async function formPreview(ctx: StaffContext, collection: string, key: string | null) {
  const { locale } = ctx.parse(Query, Object.fromEntries(ctx.url.searchParams))
  const name = previewedCollection(ctx, collection)
  const body = await ctx.json(v.unknown())
  return withUnsaved(serviceContext(ctx, name), name, key, { body }, (tx, item) =>
    renderPage(ctx, name, item, locale, tx, FORM_NOTE),
  )
}

staffRoute('POST', '/preview/:collection', 'content', async (ctx) =>
  formPreview(ctx, ctx.parse(NewParams, ctx.params).collection, null),
)

staffRoute('POST', '/preview/:collection/:id', 'content', async (ctx) => {
  const params = ctx.parse(Params, ctx.params)
  return formPreview(ctx, params.collection, params.id)
})
