import { msg } from '@lingui/core/macro'
import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import type { Db } from '~/server/db/client'
import { brands, products, securityCodes } from '~/server/db/schema'
import { passCaptcha } from '../captcha'
import { CmsError, parseInput, registerCmsRoute } from '../core'
import { consumeLimit, countMiss, remainingPoints, resetLimit } from '../rate-limit'
import {
  CAPTCHA_REQUIRED,
  hashSecurityCode,
  normalizeSecurityCode,
  SECURITY_CODE_LENGTHS,
} from '../security-code'

const Input = v.object({
  code: v.optional(v.string(), ''),
  /** The captcha, asked for after repeated unknown codes: key from cmsApiMember/kaptcha. */
  verKey: v.optional(v.pipe(v.string(), v.maxLength(64))),
  verCode: v.optional(v.pipe(v.string(), v.maxLength(20))),
})

/** Checks per client IP: FWCHECK_RATE_LIMIT a minute (default 30). */
const CHECK_LIMIT = { points: Number(process.env.FWCHECK_RATE_LIMIT ?? 30), duration: 60 }
/** Unknown codes an address may try in ten minutes before each check needs the captcha. */
const MISS_LIMIT = { points: Number(process.env.FWCHECK_MISS_LIMIT ?? 5), duration: 600 }

/**
 * One statement, prepared once per database: count the check, set the first check's time once,
 * and read the product in the reader's language (the same model in this locale, if any).
 */
function prepareCheck(db: Db) {
  const hit = db.$with('hit').as(
    db
      .update(securityCodes)
      .set({
        checkCount: sql`${securityCodes.checkCount} + 1`,
        firstCheckedAt: sql`coalesce(${securityCodes.firstCheckedAt}, now())`,
      })
      .where(eq(securityCodes.codeHash, sql.placeholder('hash')))
      .returning({
        productId: securityCodes.productId,
        batch: securityCodes.batch,
        checkCount: securityCodes.checkCount,
        firstCheckedAt: securityCodes.firstCheckedAt,
      }),
  )
  const source = alias(products, 'source')
  return db
    .with(hit)
    .select({
      batch: hit.batch,
      checkCount: hit.checkCount,
      firstCheckedAt: hit.firstCheckedAt,
      productId: products.id,
      name: products.name,
      model: products.model,
      brand: brands.name,
    })
    .from(hit)
    .leftJoin(source, eq(source.id, hit.productId))
    .leftJoin(
      products,
      and(eq(products.model, source.model), eq(products.locale, sql.placeholder('locale'))),
    )
    .leftJoin(brands, eq(brands.id, products.brandId))
    .limit(1)
    .prepare('fwcheck_check')
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareCheck>>()
function checkStatement(db: Db) {
  let statement = prepared.get(db)
  if (!statement) {
    statement = prepareCheck(db)
    prepared.set(db, statement)
  }
  return statement
}

/**
 * cmsProduct/fangweiSel: one atomic UPDATE counts the check and sets the first check's time
 * once, and tells whether the code exists.
 */
registerCmsRoute('POST', 'common/cmsProduct/fangweiSel', async (ctx) => {
  const input = parseInput(Input, ctx.body ?? {})
  const code = normalizeSecurityCode(input.code)
  if (!code) throw new CmsError(400, 'Please Enter The Security Code', 400)
  if (!SECURITY_CODE_LENGTHS.includes(code.length) || !/^[A-Z0-9]+$/.test(code)) {
    throw new CmsError(400, 'Please Enter A 16 Bit Or 20 Bit Anti-Counterfeiting Code!', 400)
  }
  const ip = ctx.peopleIp ?? 'unknown'
  // The per-minute limit and the guessing allowance are independent reads: one round trip.
  const [, missesLeft] = await Promise.all([
    consumeLimit(ctx.db, 'fwcheck', ip, CHECK_LIMIT),
    remainingPoints(ctx.db, 'fwcheck-miss', ip, MISS_LIMIT),
  ])
  // Guessing codes: after MISS_LIMIT unknown codes, every check needs the captcha until one
  // is answered, which gives the address a fresh allowance.
  if (missesLeft === 0) {
    const i18n = getI18n(ctx.locale)
    if (!input.verKey || !input.verCode) {
      throw new CmsError(CAPTCHA_REQUIRED, i18n._(msg`Please enter the verification code`))
    }
    if (!(await passCaptcha(ctx, input.verKey, input.verCode))) {
      throw new CmsError(CAPTCHA_REQUIRED, i18n._(msg`Wrong verification code`))
    }
    await resetLimit(ctx.db, 'fwcheck-miss', ip, MISS_LIMIT)
  }
  const [found] = await checkStatement(ctx.db).execute({
    hash: hashSecurityCode(code),
    locale: ctx.locale,
  })
  if (!found) {
    await countMiss(ctx.db, 'fwcheck-miss', ip, MISS_LIMIT)
    throw new CmsError(404, 'The Security Code You Entered Does Not Exist', 200)
  }
  const product =
    found.productId !== null && found.name !== null && found.model !== null && found.brand !== null
      ? { id: found.productId, name: found.name, model: found.model, brand: found.brand }
      : null
  return {
    product,
    batch: found.batch,
    checkCount: found.checkCount,
    firstCheckedAt: found.firstCheckedAt,
    /** True on the very first check of this code. */
    firstCheck: found.checkCount === 1,
  }
})
