import { randomInt } from 'node:crypto'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { asc, desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { hashSecurityCode } from '~/server/cms/security-code'
import {
  batchStatistics,
  type ImportReport,
  importCodeFile,
  type RejectReason,
} from '~/server/codes-import'
import { toCsv } from '~/server/csv'
import { codeBatches, products, securityCodes } from '~/server/db/schema'
import { log } from '~/server/log'
import { BATCH_LABEL } from '~/shared/staff/schemas'
import { audit } from '../audit'
import { StaffError } from '../errors'
import { type StaffContext, staffRoute } from '../http'
import { formFile, uploadForm } from '../multipart'

/** No 0/O, 1/I/L: codes are read off labels and typed in by people. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** Largest code file the console uploads (a million codes is about 30 MB). */
const MAX_IMPORT_BYTES = 100 * 1024 * 1024

function newCode(length: number): string {
  let code = ''
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

/** Products codes can belong to, for the pickers: id, name, model and language. */
staffRoute('GET', '/codes/products', 'codes', async (ctx) =>
  ctx.db
    .select({
      id: products.id,
      name: products.name,
      model: products.model,
      locale: products.locale,
    })
    .from(products)
    .orderBy(asc(products.model), asc(products.locale)),
)

async function assertProduct(ctx: StaffContext, productId: number) {
  const [found] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
  if (!found) {
    const message = ctx.i18n._(msg`No product has this id`)
    throw new StaffError(400, message, { fieldErrors: { productId: message } })
  }
}

/**
 * Generates a batch of new codes for a product and answers with them as CSV: the only time
 * they exist in plain text. The database keeps their HMACs.
 */
staffRoute('POST', '/codes/generate', 'codes', async (ctx) => {
  const input = await ctx.json(ctx.schemas.generateCodes)
  await assertProduct(ctx, input.productId)
  const batch = input.batch || `${new Date().toISOString().slice(0, 10)}-${newCode(4)}`
  const [exists] = await ctx.db
    .select({ batch: codeBatches.batch })
    .from(codeBatches)
    .where(eq(codeBatches.batch, batch))
  if (exists) {
    const message = ctx.i18n._(msg`A batch with this name exists: choose another name`)
    throw new StaffError(409, message, { fieldErrors: { batch: message } })
  }
  const codes = new Set<string>()
  while (codes.size < input.count) codes.add(newCode(input.length))
  const list = [...codes]
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < list.length; i += 5000) {
      const rows = list.slice(i, i + 5000).map((code) => ({
        codeHash: hashSecurityCode(code),
        productId: input.productId,
        batch,
      }))
      const stored = await tx
        .insert(securityCodes)
        .values(rows)
        .onConflictDoNothing({ target: securityCodes.codeHash })
        .returning({ id: securityCodes.id })
      // A clash with an existing code (1 in 31^16) would print a code that checks as another
      // batch's: refuse the whole batch instead.
      if (stored.length !== rows.length) throw new StaffError(409, msg`Please try again`)
    }
    await audit(tx, ctx.who, {
      action: 'codes.generate',
      entity: 'code_batch',
      entityId: batch,
      after: { batch, productId: input.productId, count: list.length, length: input.length },
    })
  })
  const csv = toCsv([
    ['code', 'product', 'batch'],
    ...list.map((c) => [c, String(input.productId), batch]),
  ])
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="codes-${batch}.csv"`,
      'x-batch': encodeURIComponent(batch),
      'cache-control': 'no-store',
    },
  })
})

export function rejectionMessage(i18n: I18n, reason: RejectReason): string {
  switch (reason) {
    case 'length':
      return i18n._(msg`A code has 16 or 20 characters`)
    case 'characters':
      return i18n._(msg`A code has letters and digits only`)
    case 'product-missing':
      return i18n._(msg`No product given (and no default product chosen)`)
    case 'product-unknown':
      return i18n._(msg`No product has this id`)
    case 'batch-missing':
      return i18n._(msg`No batch given (and no default batch chosen)`)
    case 'batch-too-long':
      return i18n._(msg`The batch name is longer than 50 characters`)
    case 'malformed':
      return i18n._(msg`The line cannot be read (a quote is not closed?)`)
    case 'duplicate':
      return i18n._(msg`Already imported: skipped`)
  }
}

function withMessages(i18n: I18n, report: ImportReport) {
  return {
    ...report,
    lines: report.lines.map((l) => ({ ...l, message: rejectionMessage(i18n, l.reason) })),
  }
}

const ImportFields = v.object({
  productId: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number))]),
  ),
  batch: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(BATCH_LABEL))])),
})

/**
 * Imports a CSV or XLSX file of codes (multipart field `file`, optional `productId` and `batch`
 * for lines that name none). With `Accept: application/x-ndjson` the answer streams one JSON
 * line per 5,000 codes ({ progress }) and ends with { report }; otherwise it is the report.
 */
staffRoute(
  'POST',
  '/codes/import',
  'codes',
  async (ctx) => {
    const form = await uploadForm(
      ctx,
      MAX_IMPORT_BYTES,
      msg`The file is too large (100 MB at most)`,
    )
    const file = formFile(ctx, form, msg`Choose a CSV or XLSX file`)
    const fields = ctx.parse(ImportFields, {
      productId: form.get('productId') ?? undefined,
      batch: form.get('batch') ?? undefined,
    })
    const productId = typeof fields.productId === 'number' ? fields.productId : undefined
    if (productId !== undefined) await assertProduct(ctx, productId)
    const bytes = Buffer.from(await file.arrayBuffer())
    const options = { productId, batch: fields.batch || undefined }
    const finish = async (report: ImportReport) => {
      await audit(ctx.db, ctx.who, {
        action: 'codes.import',
        entity: 'code_batch',
        entityId: report.batches.join(',').slice(0, 200) || null,
        after: {
          file: file.name.slice(0, 200),
          format: report.format,
          read: report.read,
          inserted: report.inserted,
          duplicates: report.duplicates,
          rejected: report.rejected,
          batches: report.batches,
        },
      })
      return withMessages(ctx.i18n, report)
    }
    if (!(ctx.request.headers.get('accept') ?? '').includes('application/x-ndjson')) {
      return finish(await importCodeFile(ctx.db, bytes, options))
    }
    const encoder = new TextEncoder()
    const stream = new ReadableStream<Uint8Array>({
      start: async (controller) => {
        const send = (value: unknown) =>
          controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`))
        try {
          const report = await importCodeFile(ctx.db, bytes, {
            ...options,
            onProgress: (progress) => send({ progress }),
          })
          send({ report: await finish(report) })
        } catch (error) {
          log.error({ err: error }, 'codes import failed')
          send({ error: ctx.i18n._(msg`Something went wrong on our side`) })
        }
        controller.close()
      },
    })
    return new Response(stream, {
      headers: {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
      },
    })
  },
  { body: 'multipart' },
)

staffRoute('GET', '/codes/batches', 'codes', async (ctx) => {
  const list = await ctx.db
    .select({
      batch: codeBatches.batch,
      productId: codeBatches.productId,
      productName: products.name,
      productModel: products.model,
      codes: codeBatches.codeCount,
      createdAt: codeBatches.createdAt,
    })
    .from(codeBatches)
    .leftJoin(products, eq(products.id, codeBatches.productId))
    .orderBy(desc(codeBatches.createdAt), asc(codeBatches.batch))
  return { list, total: list.length }
})

/**
 * Statistics of one batch: codes, checked, checked more than once, checks, first checks per
 * month. No map by province: a check records no place (no checker address, no IP geolocation
 * data on this server), so there is nothing honest to draw.
 */
staffRoute('GET', '/codes/batches/:batch', 'codes', async (ctx) => {
  const batch = ctx.params.batch ?? ''
  const [row] = await ctx.db
    .select({
      batch: codeBatches.batch,
      productId: codeBatches.productId,
      productName: products.name,
      productModel: products.model,
      createdAt: codeBatches.createdAt,
    })
    .from(codeBatches)
    .leftJoin(products, eq(products.id, codeBatches.productId))
    .where(eq(codeBatches.batch, batch))
  if (!row) throw new StaffError(404, msg`No such batch`)
  const stats = await batchStatistics(ctx.db, batch)
  return {
    ...row,
    ...stats,
    byProvince: null,
    byProvinceNote: ctx.i18n._(
      msg`No map by province: a code check records no place (the site keeps no checker address and has no IP-to-province data), so only the counts are shown.`,
    ),
  }
})
