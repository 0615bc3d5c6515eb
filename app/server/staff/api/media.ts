import { msg } from '@lingui/core/macro'
import { and, count, desc, eq, ilike, or } from 'drizzle-orm'
import * as v from 'valibot'
import { likePattern } from '~/server/cms/core'
import { media } from '~/server/db/schema'
import { audit } from '../audit'
import { StaffError } from '../errors'
import { type StaffContext, staffRoute } from '../http'
import { IdParam, PageQuery, queryOf } from '../list-query'
import { deleteMedia, maxMediaBytes, mediaView, storeImage } from '../media'
import { fileMissing, uploadForm } from '../multipart'

const MediaQuery = v.object({ ...PageQuery })

const listRoute = async (ctx: StaffContext) => {
  const query = ctx.parse(MediaQuery, queryOf(ctx.url))
  const where = query.q
    ? or(ilike(media.fileName, likePattern(query.q)), ilike(media.alt, likePattern(query.q)))
    : undefined
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(media).where(where),
  ])
  return {
    list: rows.map(mediaView),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}
staffRoute('GET', '/media', 'media', listRoute)

/** Uploads one or more images (multipart fields `file`, optional `alt`). */
const uploadRoute = async (ctx: StaffContext) => {
  const form = await uploadForm(
    ctx,
    maxMediaBytes() * 5,
    msg`The image is too large`,
    msg`Send the images as multipart/form-data in the field "file"`,
  )
  const files = form.getAll('file').filter((f): f is File => f instanceof File && f.size > 0)
  if (files.length === 0) throw fileMissing(ctx, msg`Choose an image`)
  const { alt } = ctx.parse(ctx.schemas.mediaPatch, { alt: String(form.get('alt') ?? '') })
  const stored = []
  for (const file of files) {
    const bytes = Buffer.from(await file.arrayBuffer())
    stored.push(await storeImage(ctx.db, ctx.who, { name: file.name, bytes }, alt))
  }
  return stored.map((s) => ({ ...s.item, existed: s.existed }))
}
staffRoute('POST', '/media', 'media', uploadRoute, { body: 'multipart' })

const patchRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const { alt } = await ctx.json(ctx.schemas.mediaPatch)
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(media).where(eq(media.id, id))
    if (!before) throw new StaffError(404, msg`No such image`)
    const [after] = await tx
      .update(media)
      .set({ alt })
      .where(and(eq(media.id, id)))
      .returning()
    if (!after) throw new StaffError(404, msg`No such image`)
    await audit(tx, ctx.who, {
      action: 'media.update',
      entity: 'media',
      entityId: id,
      before: { alt: before.alt },
      after: { alt: after.alt },
    })
    return mediaView(after)
  })
}
staffRoute('PATCH', '/media/:id', 'media', patchRoute)

const deleteRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  return deleteMedia(ctx.db, ctx.who, id)
}
staffRoute('DELETE', '/media/:id', 'media', deleteRoute)

/** What each call answers (before JSON), for the console's typed client. */
export type Answer = {
  list: Awaited<ReturnType<typeof listRoute>>
  upload: Awaited<ReturnType<typeof uploadRoute>>
  update: Awaited<ReturnType<typeof patchRoute>>
  remove: Awaited<ReturnType<typeof deleteRoute>>
}
