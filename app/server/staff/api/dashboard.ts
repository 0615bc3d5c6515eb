import { count, desc, eq, gte, isNull } from 'drizzle-orm'
import { auditLog, codeBatches, media, members, surveyRecords } from '~/server/db/schema'
import { can } from '~/shared/staff/roles'
import { reviewCount } from '../content/drafts'
import { actorOf, type StaffContext, staffRoute } from '../http'
import { submissionCounts } from '../submissions'

/** The dashboard: what waits for the caller's role, and the latest changes for admins. */
const dashboard = async (ctx: StaffContext) => {
  const { role, collections } = actorOf(ctx)
  const weekAgo = new Date(Date.now() - 7 * 86_400_000)
  const [submissions, newMembers, batches, images, recent] = await Promise.all([
    can(role, 'submissions') ? submissionCounts(ctx.db) : null,
    can(role, 'members')
      ? ctx.db
          .select({ n: count() })
          .from(members)
          .where(gte(members.createdAt, weekAgo))
          .then(([r]) => r?.n ?? 0)
      : null,
    can(role, 'codes')
      ? ctx.db
          .select({ n: count() })
          .from(codeBatches)
          .then(([r]) => r?.n ?? 0)
      : null,
    can(role, 'media')
      ? ctx.db
          .select({ n: count() })
          .from(media)
          .then(([r]) => r?.n ?? 0)
      : null,
    can(role, 'audit')
      ? ctx.db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(8)
      : null,
  ])
  const unassignedNew = can(role, 'submissions')
    ? await ctx.db
        .select({ n: count() })
        .from(surveyRecords)
        .where(eq(surveyRecords.status, 'new'))
        .then(async ([all]) => {
          const [open] = await ctx.db
            .select({ n: count() })
            .from(surveyRecords)
            .where(isNull(surveyRecords.assigneeId))
          return { new: all?.n ?? 0, unassigned: open?.n ?? 0 }
        })
    : null
  /** What waits for a reviewer (the Review screen's queue). */
  const review = can(role, 'publish') ? await reviewCount(ctx.db, collections) : null
  return { role, review, submissions, inbox: unassignedNew, newMembers, batches, images, recent }
}
staffRoute('GET', '/dashboard', 'signed-in', dashboard)

/** What the call answers (before JSON), for the console's typed client. */
export type Answer = { dashboard: Awaited<ReturnType<typeof dashboard>> }
