import { msg } from '@lingui/core/macro'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import { pictureType } from '~/server/cmsapi/upstream-body'
import type { Db } from '~/server/db/client'
import {
  productCategories,
  products,
  securityCodes,
  warranties,
  warrantyReceipts,
} from '~/server/db/schema'
import { reencodeReceipt } from '~/server/images/receipt'
import { todayInChina } from '~/shared/member/warranty.schemas'
import { requireMember } from '../auth'
import { type CmsContext, CmsError, Id, parseInput, registerCmsRoute } from '../core'
import { consumeLimit } from '../rate-limit'
import {
  hashSecurityCode,
  normalizeSecurityCode,
  openSecurityCode,
  SECURITY_CODE_LENGTHS,
  sealSecurityCode,
} from '../security-code'

/**
 * Warranty registration (extensions, docs/cmsapi.md): a member registers a tool by its
 * anti-counterfeit code (the model comes from the code's product) or by model and serial
 * number, with the purchase date and the dealer; the warranty runs for the product category's
 * term from the purchase date. A code (and a model's serial) is registered once: by another
 * member it is refused.
 */

export const DEFAULT_WARRANTY_MONTHS = 24
export const SERIAL = /^[A-Za-z0-9-]{4,40}$/
export const PURCHASE_DATE = /^\d{4}-\d{2}-\d{2}$/
/** Registrations per member in ten minutes: a code's existence is no secret to guess at. */
const ADD_LIMIT = { points: 10, duration: 600 }

const AddInput = v.object({
  code: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  model: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60)), ''),
  serial: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
  purchasedAt: v.pipe(v.string(), v.regex(PURCHASE_DATE, 'purchasedAt: invalid')),
  dealer: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
})

/** A calendar date `YYYY-MM-DD` that exists, else null. */
export function calendarDate(value: string): Date | null {
  if (!PURCHASE_DATE.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date
}

/** The date `months` after `from` (the last day of the month when it has no such day). */
export function addMonths(from: string, months: number): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0))
  target.setUTCDate(Math.min(d, last.getUTCDate()))
  return target.toISOString().slice(0, 10)
}

/** The product (any language's row) and its category's warranty term. */
async function productTerms(db: Db, where: SQL) {
  const [row] = await db
    .select({
      key: products.translationKey,
      model: products.model,
      months: productCategories.warrantyMonths,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(where)
    .limit(1)
  return row
}

/** The registrations of a member, newest first, with the product's name in `locale`. */
export async function listOf(ctx: CmsContext, memberId: number) {
  const named = sql<string | null>`(SELECT ${products.name} FROM ${products}
    WHERE ${products.translationKey} = ${warranties.productKey} AND ${products.locale} = ${ctx.locale}
    LIMIT 1)`
  const rows = await ctx.db
    .select({
      id: warranties.id,
      name: named,
      model: warranties.model,
      serial: warranties.serial,
      byCode: sql<boolean>`${warranties.codeId} IS NOT NULL`.mapWith(Boolean),
      codeSealed: warranties.codeSealed,
      purchasedAt: warranties.purchasedAt,
      dealer: warranties.dealer,
      months: warranties.months,
      expiresAt: warranties.expiresAt,
      createdAt: warranties.createdAt,
      hasReceipt: sql<boolean>`EXISTS (SELECT 1 FROM ${warrantyReceipts}
        WHERE ${warrantyReceipts.warrantyId} = ${warranties.id})`.mapWith(Boolean),
    })
    .from(warranties)
    .where(eq(warranties.memberId, memberId))
    .orderBy(desc(warranties.createdAt), desc(warranties.id))
    .limit(200)
  const today = todayInChina()
  return rows.map(({ codeSealed, ...r }) => ({
    ...r,
    // The owner's own code, for the certificate and its verification QR.
    code: codeSealed ? (openSecurityCode(codeSealed) ?? '') : '',
    name: r.name ?? '',
    state: r.expiresAt >= today ? ('active' as const) : ('expired' as const),
  }))
}

registerCmsRoute('POST', 'cmsApiMember/warrantyAdd', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const input = parseInput(AddInput, ctx.body ?? {})
  const i18n = getI18n(ctx.locale)
  const purchased = calendarDate(input.purchasedAt)
  if (!purchased) throw new CmsError(400, i18n._(msg`Enter the purchase date`), 400)
  if (input.purchasedAt > todayInChina()) {
    throw new CmsError(400, i18n._(msg`The purchase date cannot be in the future`), 400)
  }
  if (input.purchasedAt < '2000-01-01') {
    throw new CmsError(400, i18n._(msg`Enter the purchase date`), 400)
  }
  await consumeLimit(ctx.db, 'warranty', String(memberId), ADD_LIMIT)
  const code = normalizeSecurityCode(input.code)
  let codeId: number | null = null
  let product: Awaited<ReturnType<typeof productTerms>>
  let serial = input.serial
  if (code) {
    if (!SECURITY_CODE_LENGTHS.includes(code.length) || !/^[A-Z0-9]+$/.test(code)) {
      throw new CmsError(
        400,
        i18n._(msg`Please Enter A 16 Bit Or 20 Bit Anti-Counterfeiting Code!`),
        400,
      )
    }
    const [found] = await ctx.db
      .select({ id: securityCodes.id, productId: securityCodes.productId })
      .from(securityCodes)
      .where(eq(securityCodes.codeHash, hashSecurityCode(code)))
    if (!found) {
      throw new CmsError(404, i18n._(msg`The Security Code You Entered Does Not Exist`), 200)
    }
    codeId = found.id
    product =
      found.productId === null
        ? undefined
        : await productTerms(ctx.db, eq(products.id, found.productId))
    if (!product) {
      throw new CmsError(
        404,
        i18n._(msg`This code names no product: register the tool by its model and serial`),
        200,
      )
    }
  } else {
    if (!input.model) {
      throw new CmsError(
        400,
        i18n._(msg`Enter the anti-counterfeit code, or the model and serial number`),
        400,
      )
    }
    if (!SERIAL.test(serial)) {
      throw new CmsError(
        400,
        i18n._(msg`Enter the serial number (4 to 40 letters, digits or dashes)`),
        400,
      )
    }
    product = await productTerms(ctx.db, sql`upper(${products.model}) = upper(${input.model})`)
    if (!product) throw new CmsError(404, i18n._(msg`There is no product of this model`), 200)
    serial = serial.toUpperCase()
  }
  if (serial && !SERIAL.test(serial)) {
    throw new CmsError(
      400,
      i18n._(msg`Enter the serial number (4 to 40 letters, digits or dashes)`),
      400,
    )
  }
  const months = product.months
  const [stored] = await ctx.db
    .insert(warranties)
    .values({
      memberId,
      codeId,
      codeSealed: codeId === null ? null : sealSecurityCode(code),
      productKey: product.key,
      model: product.model,
      serial,
      purchasedAt: input.purchasedAt,
      dealer: input.dealer,
      months,
      expiresAt: addMonths(input.purchasedAt, months),
    })
    .onConflictDoNothing()
    .returning({ id: warranties.id })
  if (!stored) {
    // Registered already: by this member, or by another (who is never named).
    const [mine] = await ctx.db
      .select({ id: warranties.id })
      .from(warranties)
      .where(
        and(
          eq(warranties.memberId, memberId),
          codeId !== null
            ? eq(warranties.codeId, codeId)
            : and(eq(warranties.model, product.model), eq(warranties.serial, serial)),
        ),
      )
    throw new CmsError(
      409,
      mine
        ? i18n._(msg`You have registered this product already`)
        : i18n._(msg`This product is registered to another member`),
      409,
    )
  }
  const [item] = (await listOf(ctx, memberId)).filter((w) => w.id === stored.id)
  return item
})

registerCmsRoute('POST', 'cmsApiMember/warranties', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  return listOf(ctx, memberId)
})

/** The largest receipt photo taken (decoded bytes); the site sends it re-encoded, far smaller. */
export const MAX_RECEIPT_BYTES = 1024 * 1024

/**
 * A receipt photo sent as a `data:image/…;base64,` URL: its bytes, or a 400/413 in the caller's
 * language. What is kept is made from them by reencodeReceipt, the same as the site's form does.
 */
function receiptBytesOf(value: string, i18n: ReturnType<typeof getI18n>): Buffer {
  const match = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/.exec(value)
  const bytes = match?.[1] ? Buffer.from(match[1], 'base64') : null
  if (!bytes || !pictureType(bytes)) {
    throw new CmsError(400, i18n._(msg`The receipt photo must be a JPEG, PNG or WebP image`), 400)
  }
  if (bytes.length > MAX_RECEIPT_BYTES) {
    throw new CmsError(413, i18n._(msg`The receipt photo is too large`), 413)
  }
  return bytes
}

/**
 * The receipt as kept: decoded and re-encoded as JPEG (reencodeReceipt), so whatever a caller
 * of the API hid in or after the picture (EXIF with a position, markup) is never stored or
 * served back; bytes that are no picture it takes are a 400.
 */
async function keptReceipt(bytes: Buffer, i18n: ReturnType<typeof getI18n>) {
  const kept = await reencodeReceipt(bytes, i18n)
  if ('refused' in kept) {
    throw new CmsError(kept.refused.status, kept.refused.message, kept.refused.status)
  }
  return kept
}

/** A data: URL of a stored receipt. */
export const receiptUrl = (r: { type: string; bytes: Buffer }) =>
  `data:${r.type};base64,${r.bytes.toString('base64')}`

/** The receipt photos of a member's registrations, by registration id (the data export). */
export async function receiptsOf(db: Db, memberId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({
      id: warrantyReceipts.warrantyId,
      type: warrantyReceipts.type,
      bytes: warrantyReceipts.bytes,
    })
    .from(warrantyReceipts)
    .innerJoin(warranties, eq(warranties.id, warrantyReceipts.warrantyId))
    .where(eq(warranties.memberId, memberId))
  return new Map(rows.map((r) => [r.id, receiptUrl(r)]))
}

/** The member's own registration `id`, or a 404 (another member's is not told apart). */
async function ownRegistration(ctx: CmsContext, memberId: number, id: number) {
  const [row] = await ctx.db
    .select({ id: warranties.id })
    .from(warranties)
    .where(and(eq(warranties.id, id), eq(warranties.memberId, memberId)))
  if (!row) throw new CmsError(404, getI18n(ctx.locale)._(msg`There is no such registration`), 200)
  return row.id
}

registerCmsRoute('POST', 'cmsApiMember/warrantyReceiptAdd', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const input = parseInput(
    v.object({ id: Id, receipt: v.pipe(v.string(), v.maxLength(2 * MAX_RECEIPT_BYTES)) }),
    ctx.body ?? {},
  )
  const id = await ownRegistration(ctx, memberId, input.id)
  const i18n = getI18n(ctx.locale)
  const bytes = receiptBytesOf(input.receipt, i18n)
  // Counted before the picture is decoded: decoding is the costly part.
  await consumeLimit(ctx.db, 'warranty-receipt', String(memberId), ADD_LIMIT)
  const receipt = await keptReceipt(bytes, i18n)
  await ctx.db
    .insert(warrantyReceipts)
    .values({ warrantyId: id, ...receipt })
    .onConflictDoUpdate({
      target: warrantyReceipts.warrantyId,
      set: { type: receipt.type, bytes: receipt.bytes, createdAt: sql`now()` },
    })
  const [item] = (await listOf(ctx, memberId)).filter((w) => w.id === id)
  return item
})

registerCmsRoute('POST', 'cmsApiMember/warrantyReceipt', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const input = parseInput(v.object({ id: Id }), ctx.body ?? {})
  const id = await ownRegistration(ctx, memberId, input.id)
  const [row] = await ctx.db
    .select({ type: warrantyReceipts.type, bytes: warrantyReceipts.bytes })
    .from(warrantyReceipts)
    .where(eq(warrantyReceipts.warrantyId, id))
  if (!row) throw new CmsError(404, getI18n(ctx.locale)._(msg`There is no such registration`), 200)
  return { receipt: receiptUrl(row) }
})
