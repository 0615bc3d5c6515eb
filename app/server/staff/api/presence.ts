import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { type CollectionName, isCollectionName } from '~/shared/staff/content'
import { ITEM_KEY } from '~/shared/staff/content-schemas'
import { requireCollection } from '../content/access'
import { StaffError } from '../errors'
import { type StaffContext, staffRoute } from '../http'
import { beat, leave, openInCollection, othersOn } from '../presence'

const CollectionParam = v.object({
  collection: v.custom<string>(isCollectionName, 'no such collection'),
})
const Params = v.object({
  ...CollectionParam.entries,
  id: v.pipe(v.string(), v.regex(ITEM_KEY, 'id must be an item id')),
})
const Beat = v.object({ editing: v.optional(v.boolean(), false) })

/** The collection named in a presence call, when the caller may work on it. */
function collectionOf(ctx: StaffContext, value: string): CollectionName {
  if (!isCollectionName(value)) throw new StaffError(404, msg`No such item`)
  requireCollection(ctx, value)
  return value
}

/** The editor's heartbeat: the caller has the item open; answers the others who do. */
staffRoute('POST', '/presence/:collection/:id', 'content', async (ctx) => {
  const params = ctx.parse(Params, ctx.params)
  const collection = collectionOf(ctx, params.collection)
  const { editing } = await ctx.json(Beat)
  await beat(ctx.db, ctx.who, collection, params.id, editing)
  return othersOn(ctx.db, ctx.who, collection, params.id)
})

/** The others who have the item open now. */
staffRoute('GET', '/presence/:collection/:id', 'content', async (ctx) => {
  const params = ctx.parse(Params, ctx.params)
  return othersOn(ctx.db, ctx.who, collectionOf(ctx, params.collection), params.id)
})

/** The caller closed the item. */
staffRoute('DELETE', '/presence/:collection/:id', 'content', async (ctx) => {
  const params = ctx.parse(Params, ctx.params)
  await leave(ctx.db, ctx.who, collectionOf(ctx, params.collection), params.id)
  return { id: params.id }
})

/** The items of a collection that others have open: the list marks them. */
staffRoute('GET', '/presence/:collection', 'content', async (ctx) => {
  const { collection } = ctx.parse(CollectionParam, ctx.params)
  return openInCollection(ctx.db, ctx.who, collectionOf(ctx, collection))
})

/** What each call answers (before JSON), for the console's typed client. */
export type Answer = {
  others: Awaited<ReturnType<typeof othersOn>>
  open: Awaited<ReturnType<typeof openInCollection>>
  leave: { id: string }
}
