import { randomBytes } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { asc, count, desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { hashSecurityCode } from '~/server/cms/security-code'
import {
  batchStatistics,
  checkXlsx,
  type ImportReport,
  importCodeFile,
  isXlsx,
  type RejectReason,
} from '~/server/codes-import'
import { toCsv } from '~/server/csv'
import { codeBatches, products, securityCodes } from '~/server/db/schema'
import { log } from '~/server/log'
import { XlsxFormatError, XlsxLimitError } from '~/server/xlsx-rows'
import { BATCH_LABEL } from '~/shared/staff/schemas'
import { audit } from '../audit'
import { StaffError } from '../errors'
import { type StaffContext, staffRoute } from '../http'
import { formFile, uploadForm } from '../multipart'

/** No 0/O, 1/I/L: codes are read off labels and typed in by people. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** Largest code file the console uploads (a million codes is about 30 MB). */
const MAX_IMPORT_BYTES = 100 * 1024 * 1024

/** Codes made, hashed and inserted at once before the event loop is handed back. */
const GENERATE_SLICE = 1000

/** A random code: one random byte per character, bytes ≥ 248 drawn again (no modulo bias). */
function newCode(length: number): string {
  let code = ''
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue
      code += CODE_ALPHABET[byte % CODE_ALPHABET.length]
      if (code.length === length) break
    }
  }
  return code
}

/**
 * Products codes can belong to, for the pickers: one entry a product (its languages' rows
 * share a translation key), with its model and both names; `id` is the row codes are filed
 * under (the English one, else the Chinese one).
 */
const productsRoute = async (ctx: StaffContext) => {
  const rows = await ctx.db
    .select({
      id: products.id,
      key: products.translationKey,
      name: products.name,
      model: products.model,
      locale: products.locale,
    })
    .from(products)
    .orderBy(asc(products.model), asc(products.id))
  const byKey = new Map<
    string,
    { id: number; model: string; en: string | null; zh: string | null }
  >()
  for (const r of rows) {
    const entry = byKey.get(r.key) ?? { id: r.id, model: r.model, en: null, zh: null }
    if (r.locale === 'en') {
      entry.en = r.name
      entry.id = r.id
      entry.model = r.model
    } else if (r.locale === 'zh') entry.zh = r.name
    byKey.set(r.key, entry)
  }
  return [...byKey.values()]
}
staffRoute('GET', '/codes/products', 'codes', productsRoute)

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
const generateRoute = async (ctx: StaffContext) => {
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
  // Made, hashed and stored 1,000 at a time, handing the event loop back in between: 100,000
  // codes never hold a page up for more than one slice.
  const list: string[] = []
  await ctx.db.transaction(async (tx) => {
    const seen = new Set<string>()
    while (list.length < input.count) {
      const slice: string[] = []
      while (slice.length < Math.min(GENERATE_SLICE, input.count - list.length)) {
        const code = newCode(input.length)
        if (seen.has(code)) continue
        seen.add(code)
        slice.push(code)
      }
      const rows = slice.map((code) => ({
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
      list.push(...slice)
      await nextTurn()
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
}
staffRoute('POST', '/codes/generate', 'codes', generateRoute)

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

async function checkXlsxUpload(ctx: StaffContext, bytes: Buffer) {
  try {
    await checkXlsx(bytes)
  } catch (error) {
    if (error instanceof XlsxLimitError) {
      const message = ctx.i18n._(
        msg`The workbook is too large: 1,100,000 rows, 5,000,000 cells and 512 MB unpacked at most`,
      )
      throw new StaffError(413, message, { fieldErrors: { file: message } })
    }
    if (error instanceof XlsxFormatError) {
      const message = ctx.i18n._(
        msg`The XLSX file cannot be read: save it again from the spreadsheet`,
      )
      throw new StaffError(400, message, { fieldErrors: { file: message } })
    }
    throw error
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
const importRoute = async (ctx: StaffContext) => {
  const form = await uploadForm(ctx, MAX_IMPORT_BYTES, msg`The file is too large (100 MB at most)`)
  const file = formFile(ctx, form, msg`Choose a CSV or XLSX file`)
  const fields = ctx.parse(ImportFields, {
    productId: form.get('productId') ?? undefined,
    batch: form.get('batch') ?? undefined,
  })
  const productId = typeof fields.productId === 'number' ? fields.productId : undefined
  if (productId !== undefined) await assertProduct(ctx, productId)
  const bytes = Buffer.from(await file.arrayBuffer())
  const xlsx = isXlsx(bytes)
  // An XLSX file is walked whole before anything is written: past a limit, or unreadable,
  // it is refused here with a 4xx (and nothing imported), before any progress is streamed.
  if (xlsx) await checkXlsxUpload(ctx, bytes)
  const options = { productId, batch: fields.batch || undefined, xlsxChecked: xlsx }
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
}
staffRoute('POST', '/codes/import', 'codes', importRoute, { body: 'multipart' })

const batchesRoute = async (ctx: StaffContext) => {
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
  // A batch may hold codes of several products (an import names one on each line): each
  // product of each batch with its own count.
  const perProduct = await ctx.db
    .select({
      batch: securityCodes.batch,
      productId: securityCodes.productId,
      productName: products.name,
      productModel: products.model,
      codes: count(),
    })
    .from(securityCodes)
    .leftJoin(products, eq(products.id, securityCodes.productId))
    .groupBy(securityCodes.batch, securityCodes.productId, products.name, products.model)
    .orderBy(asc(securityCodes.batch), desc(count()), asc(securityCodes.productId))
  const byBatch = new Map<string, Array<Omit<(typeof perProduct)[number], 'batch'>>>()
  for (const { batch, ...product } of perProduct) {
    const of = byBatch.get(batch) ?? []
    of.push({ ...product, codes: Number(product.codes) })
    byBatch.set(batch, of)
  }
  return {
    list: list.map((b) => ({ ...b, products: byBatch.get(b.batch) ?? [] })),
    total: list.length,
  }
}
staffRoute('GET', '/codes/batches', 'codes', batchesRoute)

/**
 * Statistics of one batch: codes, checked, checked more than once, checks, first checks per
 * month. No map by province: a check records no place (no checker address, no IP geolocation
 * data on this server), so there is nothing honest to draw.
 */
const batchRoute = async (ctx: StaffContext) => {
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
}
staffRoute('GET', '/codes/batches/:batch', 'codes', batchRoute)

/** What each call answers (before JSON), for the console's typed client. */
export type Answer = {
  products: Awaited<ReturnType<typeof productsRoute>>
  /** The import's report (also the last line of its NDJSON stream). */
  importReport: ReturnType<typeof withMessages>
  batches: Awaited<ReturnType<typeof batchesRoute>>
  batch: Awaited<ReturnType<typeof batchRoute>>
}
