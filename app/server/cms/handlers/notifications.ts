import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import * as v from 'valibot'
import { memberNotifications } from '~/server/db/schema'
import { requireMember } from '../auth'
import { type CmsContext, Paging, parseInput, registerCmsRoute } from '../core'

async function unreadCount(ctx: CmsContext, memberId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(memberNotifications)
    .where(and(eq(memberNotifications.memberId, memberId), isNull(memberNotifications.readAt)))
  return row?.n ?? 0
}

/**
 * Extension: the member's notifications (e.g. a reservation's new status), newest first, with
 * the number not yet read. The text is written by the site in the reader's language from
 * `kind` and `data`.
 */
registerCmsRoute('POST', 'cmsApiMember/notifications', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const input = parseInput(v.object({ ...Paging }), ctx.body ?? {})
  const [list, [total], unread] = await Promise.all([
    ctx.db
      .select({
        id: memberNotifications.id,
        kind: memberNotifications.kind,
        recordId: memberNotifications.recordId,
        data: memberNotifications.data,
        readAt: memberNotifications.readAt,
        createdAt: memberNotifications.createdAt,
      })
      .from(memberNotifications)
      .where(eq(memberNotifications.memberId, memberId))
      .orderBy(desc(memberNotifications.createdAt), desc(memberNotifications.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    ctx.db
      .select({ n: count() })
      .from(memberNotifications)
      .where(eq(memberNotifications.memberId, memberId)),
    unreadCount(ctx, memberId),
  ])
  return { list, total: total?.n ?? 0, unread, pageNo: input.pageNo, pageSize: input.pageSize }
})

/** Extension: marks the given notifications (or all) of the member as read. */
registerCmsRoute('POST', 'cmsApiMember/notificationsRead', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const input = parseInput(
    v.object({
      ids: v.optional(
        v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(200)),
      ),
    }),
    ctx.body ?? {},
  )
  await ctx.db
    .update(memberNotifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(memberNotifications.memberId, memberId),
        isNull(memberNotifications.readAt),
        input.ids ? inArray(memberNotifications.id, input.ids) : undefined,
      ),
    )
  return { unread: await unreadCount(ctx, memberId) }
})
