import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { brands, products, securityCodes } from '~/server/db/schema'
import { CmsError, parseInput, registerCmsRoute } from '../core'
import { consumeLimit } from '../rate-limit'
import { hashSecurityCode, normalizeSecurityCode, SECURITY_CODE_LENGTHS } from '../security-code'

const Input = v.object({ code: v.optional(v.string(), '') })

/** Checks per client IP: FWCHECK_RATE_LIMIT a minute (default 30); unknown codes: 10 per 10 minutes. */
const CHECK_LIMIT = { points: Number(process.env.FWCHECK_RATE_LIMIT ?? 30), duration: 60 }
const MISS_LIMIT = { points: 10, duration: 600 }

/**
 * cmsProduct/fangweiSel: one atomic UPDATE counts the check and sets the first check's time
 * once, and tells whether the code exists.
 */
registerCmsRoute('POST', 'common/cmsProduct/fangweiSel', async (ctx) => {
  const code = normalizeSecurityCode(parseInput(Input, ctx.body ?? {}).code)
  if (!code) throw new CmsError(400, 'Please Enter The Security Code', 400)
  if (!SECURITY_CODE_LENGTHS.includes(code.length) || !/^[A-Z0-9]+$/.test(code)) {
    throw new CmsError(400, 'Please Enter A 16 Bit Or 20 Bit Anti-Counterfeiting Code!', 400)
  }
  const ip = ctx.peopleIp ?? 'unknown'
  await consumeLimit(ctx.db, 'fwcheck', ip, CHECK_LIMIT)
  const [hit] = await ctx.db
    .update(securityCodes)
    .set({
      checkCount: sql`${securityCodes.checkCount} + 1`,
      firstCheckedAt: sql`coalesce(${securityCodes.firstCheckedAt}, now())`,
    })
    .where(eq(securityCodes.codeHash, hashSecurityCode(code)))
    .returning({
      productId: securityCodes.productId,
      batch: securityCodes.batch,
      checkCount: securityCodes.checkCount,
      firstCheckedAt: securityCodes.firstCheckedAt,
    })
  if (!hit) {
    await consumeLimit(
      ctx.db,
      'fwcheck-miss',
      ip,
      MISS_LIMIT,
      'Too many unknown codes, please try again later',
    )
    throw new CmsError(404, 'The Security Code You Entered Does Not Exist', 200)
  }
  // The product in the reader's language: the same model in this locale, if there is one.
  let product: { name: string; model: string; brand: string } | null = null
  if (hit.productId !== null) {
    const [source] = await ctx.db
      .select({ model: products.model })
      .from(products)
      .where(eq(products.id, hit.productId))
    if (source) {
      const [local] = await ctx.db
        .select({ id: products.id, name: products.name, model: products.model, brand: brands.name })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(and(eq(products.model, source.model), eq(products.locale, ctx.locale)))
      product = local ?? null
    }
  }
  return {
    product,
    batch: hit.batch,
    checkCount: hit.checkCount,
    firstCheckedAt: hit.firstCheckedAt,
    /** True on the very first check of this code. */
    firstCheck: hit.checkCount === 1,
  }
})
