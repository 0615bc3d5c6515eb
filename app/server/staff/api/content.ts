import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { COLLECTIONS, CONTENT_COLLECTIONS, type CollectionName } from '~/shared/staff/content'
import {
  ITEM_KEY,
  makeBulkSchema,
  makeContentSchemas,
  makePublishSchema,
  makeSendBackSchema,
} from '~/shared/staff/content-schemas'
import { can } from '~/shared/staff/roles'
import { requireCollection } from '../content/access'
import {
  approve,
  discardDraft,
  getItemWithDraft,
  publishDraft,
  reviewQueue,
  saveDraft,
  sendBack,
  submitForReview,
} from '../content/drafts'
import {
  createContentItem,
  deleteContentItem,
  listContent,
  listRevisions,
  restoreRevision,
  setContentStatus,
  updateContentItem,
} from '../content/service'
import { StaffError } from '../errors'
import { actorOf, type StaffContext, staffRoute } from '../http'
import { PageQuery, queryOf } from '../list-query'

const KeyParam = v.object({
  id: v.pipe(v.string(), v.regex(ITEM_KEY, 'id must be an item id')),
})

const RevisionParams = v.object({
  ...KeyParam.entries,
  revision: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'revision must be a revision id'),
    v.transform(Number),
  ),
})

const filterValue = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)))

function listSchema(name: CollectionName) {
  const filters = Object.fromEntries(
    COLLECTIONS[name].shared.filter((f) => f.filter).map((f) => [f.name, filterValue]),
  )
  return v.object({
    ...PageQuery,
    sort: v.optional(v.picklist(['title', 'updatedAt', 'publishAt', 'status'])),
    state: v.optional(v.picklist(['draft', 'review', 'published', 'scheduled'])),
    missing: v.optional(LocaleSchema),
    ...filters,
  })
}

function serviceContext(ctx: StaffContext, name: CollectionName) {
  requireCollection(ctx, name)
  return {
    db: ctx.db,
    who: ctx.who,
    mayPublish: can(actorOf(ctx).role, 'publish'),
    i18n: ctx.i18n,
    schemas: makeContentSchemas(ctx.i18n, COLLECTIONS[name]),
  }
}

/** The reviewers' queue: what authors submitted, oldest first. */
const queueRoute = async (ctx: StaffContext) => reviewQueue(ctx.db, actorOf(ctx).collections)
staffRoute('GET', '/review', 'publish', queueRoute)

for (const name of CONTENT_COLLECTIONS) {
  const base = `/${name}`
  const query = listSchema(name)
  const filterNames = COLLECTIONS[name].shared.filter((f) => f.filter).map((f) => f.name)

  staffRoute('GET', base, 'content', async (ctx) => {
    requireCollection(ctx, name, true)
    const q = ctx.parse(query, queryOf(ctx.url))
    const filters: Record<string, string> = {}
    for (const field of filterNames) {
      const value: unknown = Reflect.get(q, field)
      if (typeof value === 'string' && value) filters[field] = value
    }
    return listContent(ctx.db, name, {
      page: q.page,
      pageSize: q.pageSize,
      q: q.q,
      dir: q.sort ? q.dir : 'desc',
      sort: q.sort,
      state: q.state,
      missing: q.missing,
      filters,
    })
  })

  // A fixed collection (the company pages) has no create or delete: those answer 405.
  const fixed = COLLECTIONS[name].fixed === true

  if (!fixed) {
    staffRoute('POST', base, 'content', async (ctx) => {
      const body = await ctx.json(v.unknown())
      return createContentItem(serviceContext(ctx, name), name, body)
    })
  }

  staffRoute('POST', `${base}/bulk`, 'publish', async (ctx) => {
    const { ids, status } = await ctx.json(makeBulkSchema(ctx.i18n))
    return setContentStatus(serviceContext(ctx, name), name, ids, status)
  })

  staffRoute('GET', `${base}/:id`, 'content', async (ctx) => {
    const { id } = ctx.parse(KeyParam, ctx.params)
    requireCollection(ctx, name, true)
    return getItemWithDraft(ctx.db, name, id)
  })

  staffRoute('PATCH', `${base}/:id`, 'content', async (ctx) => {
    const { id } = ctx.parse(KeyParam, ctx.params)
    const service = serviceContext(ctx, name)
    const patch = await ctx.json(service.schemas.patch)
    if (Object.keys(patch).filter((k) => k !== 'version').length === 0)
      throw new StaffError(400, msg`Nothing to change`)
    return updateContentItem(service, name, id, patch)
  })

  staffRoute('GET', `${base}/:id/revisions`, 'content', async (ctx) => {
    const { id } = ctx.parse(KeyParam, ctx.params)
    requireCollection(ctx, name)
    return listRevisions(ctx.db, name, id)
  })

  staffRoute('POST', `${base}/:id/revisions/:revision/restore`, 'content', async (ctx) => {
    const { id, revision } = ctx.parse(RevisionParams, ctx.params)
    return restoreRevision(serviceContext(ctx, name), name, id, revision)
  })

  if (COLLECTIONS[name].publishing) {
    staffRoute('PUT', `${base}/:id/draft`, 'content', async (ctx) => {
      const { id } = ctx.parse(KeyParam, ctx.params)
      const service = serviceContext(ctx, name)
      return saveDraft(service, name, id, await ctx.json(v.unknown()))
    })

    staffRoute('DELETE', `${base}/:id/draft`, 'content', async (ctx) => {
      const { id } = ctx.parse(KeyParam, ctx.params)
      return discardDraft(serviceContext(ctx, name), name, id)
    })

    staffRoute('POST', `${base}/:id/draft/publish`, 'publish', async (ctx) => {
      const { id } = ctx.parse(KeyParam, ctx.params)
      const service = serviceContext(ctx, name)
      return publishDraft(service, name, id, await ctx.json(makePublishSchema(ctx.i18n)))
    })

    staffRoute('POST', `${base}/:id/submit`, 'content', async (ctx) => {
      const { id } = ctx.parse(KeyParam, ctx.params)
      return submitForReview(serviceContext(ctx, name), name, id)
    })

    staffRoute('POST', `${base}/:id/approve`, 'publish', async (ctx) => {
      const { id } = ctx.parse(KeyParam, ctx.params)
      const service = serviceContext(ctx, name)
      return approve(service, name, id, await ctx.json(makePublishSchema(ctx.i18n)))
    })

    staffRoute('POST', `${base}/:id/send-back`, 'publish', async (ctx) => {
      const { id } = ctx.parse(KeyParam, ctx.params)
      const service = serviceContext(ctx, name)
      const { comment } = await ctx.json(makeSendBackSchema(ctx.i18n))
      return sendBack(service, name, id, comment)
    })
  }

  if (!fixed) {
    staffRoute('DELETE', `${base}/:id`, 'content', async (ctx) => {
      const { id } = ctx.parse(KeyParam, ctx.params)
      await deleteContentItem(serviceContext(ctx, name), name, id)
      return { id }
    })
  }
}

/** What each call on a collection answers (before JSON), for the console's typed client. */
export type Answer = {
  list: Awaited<ReturnType<typeof listContent>>
  create: Awaited<ReturnType<typeof createContentItem>>
  bulk: Awaited<ReturnType<typeof setContentStatus>>
  get: Awaited<ReturnType<typeof getItemWithDraft>>
  draft: Awaited<ReturnType<typeof saveDraft>>
  review: Awaited<ReturnType<typeof queueRoute>>
  update: Awaited<ReturnType<typeof updateContentItem>>
  revisions: Awaited<ReturnType<typeof listRevisions>>
  restore: Awaited<ReturnType<typeof restoreRevision>>
  remove: { id: string }
}
