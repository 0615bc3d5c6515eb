import { msg } from '@lingui/core/macro'
import { and, count, desc, eq, ilike, or } from 'drizzle-orm'
import * as v from 'valibot'
import { likePattern } from '~/server/cms/core'
import { media } from '~/server/db/schema'
import { audit } from '../audit'
import { StaffError } from '../errors'
import { type StaffContext, staffRoute } from '../http'
import { IdParam, PageQuery, queryOf } from '../list-query'
import { checkImage, deleteMedia, maxMediaBytes, mediaView, storeImage } from '../media'
import { mediaRows, mediaUsage, replaceEverywhere } from '../media-usage'
import { fileMissing, uploadForm } from '../multipart'
import { purgeContent } from '../purge'

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
  const { alt = '' } = ctx.parse(ctx.schemas.mediaPatch, { alt: String(form.get('alt') ?? '') })
  const pictures = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) })),
  )
  // All or none: every picture is read whole before the first is stored, so a damaged one
  // among several is refused (400, naming it) with nothing stored.
  for (const picture of pictures) await checkImage(picture)
  const stored = []
  for (const picture of pictures) stored.push(await storeImage(ctx.db, ctx.who, picture, alt))
  return stored.map((s) => ({ ...s.item, existed: s.existed }))
}
staffRoute('POST', '/media', 'media', uploadRoute, { body: 'multipart' })

/** Changes the description and/or the focal point; a new focal point is on every page at once. */
const patchRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const change = await ctx.json(ctx.schemas.mediaPatch)
  const after = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(media).where(eq(media.id, id))
    if (!before) throw new StaffError(404, msg`No such image`)
    const [after] = await tx
      .update(media)
      .set({
        alt: change.alt ?? before.alt,
        focalX: change.focalX ?? before.focalX,
        focalY: change.focalY ?? before.focalY,
      })
      .where(and(eq(media.id, id)))
      .returning()
    if (!after) throw new StaffError(404, msg`No such image`)
    await audit(tx, ctx.who, {
      action: 'media.update',
      entity: 'media',
      entityId: id,
      before: { alt: before.alt, focalX: before.focalX, focalY: before.focalY },
      after: { alt: after.alt, focalX: after.focalX, focalY: after.focalY },
    })
    return { before, after }
  })
  // The pages read the focal point with the content (docs/cmsapi.md): those showing it change.
  if (after.before.focalX !== after.after.focalX || after.before.focalY !== after.after.focalY) {
    await purgeContent('all', { db: ctx.db })
  }
  return mediaView(after.after)
}
staffRoute('PATCH', '/media/:id', 'media', patchRoute)

/** Refused (409, naming every place) while any page or item shows the image. */
const deleteRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  return deleteMedia(ctx.db, ctx.who, id, ctx.i18n)
}
staffRoute('DELETE', '/media/:id', 'media', deleteRoute)

/** Every place that shows the image: items (any language, drafts too), menu, banners, settings. */
const usageRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const [row] = await ctx.db.select().from(media).where(eq(media.id, id))
  if (!row) throw new StaffError(404, msg`No such image`)
  return { list: await mediaUsage(ctx.db, row.hash, ctx.i18n) }
}
staffRoute('GET', '/media/:id/usage', 'media', usageRoute)

/**
 * Shows another library image wherever this one is shown, in one transaction with its audit
 * entry; the pages change at once. This image stays in the library, now unused.
 */
const replaceRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const { mediaId } = await ctx.json(ctx.schemas.mediaReplace)
  if (mediaId === id) {
    throw new StaffError(400, msg`Choose another image`, {
      fieldErrors: { mediaId: ctx.i18n._(msg`Choose another image`) },
    })
  }
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await mediaRows(tx, [id, mediaId])
    const from = rows.find((r) => r.id === id)
    const to = rows.find((r) => r.id === mediaId)
    if (!from) throw new StaffError(404, msg`No such image`)
    if (!to) {
      throw new StaffError(400, msg`No such image`, {
        fieldErrors: { mediaId: ctx.i18n._(msg`No such image`) },
      })
    }
    const uses = await mediaUsage(tx, from.hash, ctx.i18n)
    const { rows: changed } = await replaceEverywhere(tx, from, to)
    await audit(tx, ctx.who, {
      action: 'media.replace',
      entity: 'media',
      entityId: id,
      before: { fileName: from.fileName, hash: from.hash, uses },
      after: { mediaId: to.id, fileName: to.fileName, hash: to.hash, rows: changed },
    })
    return { replaced: uses, with: mediaView(to) }
  })
  if (result.replaced.length > 0) await purgeContent('all', { db: ctx.db })
  return result
}
staffRoute('POST', '/media/:id/replace', 'media', replaceRoute)

/** What each call answers (before JSON), for the console's typed client. */
export type Answer = {
  list: Awaited<ReturnType<typeof listRoute>>
  upload: Awaited<ReturnType<typeof uploadRoute>>
  update: Awaited<ReturnType<typeof patchRoute>>
  remove: Awaited<ReturnType<typeof deleteRoute>>
  usage: Awaited<ReturnType<typeof usageRoute>>
  replace: Awaited<ReturnType<typeof replaceRoute>>
}
