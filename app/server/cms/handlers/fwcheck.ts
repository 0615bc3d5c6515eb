import { msg } from '@lingui/core/macro'
import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import type { Db } from '~/server/db/client'
import { brands, products, rateLimits, securityCodes } from '~/server/db/schema'
import { passCaptcha } from '../captcha'
import { type CmsContext, CmsError, parseInput, registerCmsRoute } from '../core'
import {
  consumeLimit,
  countMiss,
  limitRowKey,
  overLimit,
  remainingPoints,
  resetLimit,
} from '../rate-limit'
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

/** The code's row after a check counts it: its batch, the count and the first check's time. */
function countCheck(db: Db, allowed?: SQL) {
  return db.$with('hit').as(
    db
      .update(securityCodes)
      .set({
        checkCount: sql`${securityCodes.checkCount} + 1`,
        firstCheckedAt: sql`coalesce(${securityCodes.firstCheckedAt}, now())`,
      })
      .where(and(eq(securityCodes.codeHash, sql.placeholder('hash')), allowed))
      .returning({
        productId: securityCodes.productId,
        batch: securityCodes.batch,
        checkCount: securityCodes.checkCount,
        firstCheckedAt: securityCodes.firstCheckedAt,
      }),
  )
}

/** The product of a counted code in the reader's language (the same model in this locale). */
const source = alias(products, 'source')
const PRODUCT = {
  productId: products.id,
  name: products.name,
  model: products.model,
  brand: brands.name,
}
const sameModel = and(
  eq(products.model, source.model),
  eq(products.locale, sql.placeholder('locale')),
)

/**
 * The check after a captcha was answered: count it and read the product, in one statement
 * prepared once per database.
 */
function prepareCheck(db: Db) {
  const hit = countCheck(db)
  return db
    .with(hit)
    .select({
      batch: hit.batch,
      checkCount: hit.checkCount,
      firstCheckedAt: hit.firstCheckedAt,
      ...PRODUCT,
    })
    .from(hit)
    .leftJoin(source, eq(source.id, hit.productId))
    .leftJoin(products, sameModel)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .limit(1)
    .prepare('fwcheck_check')
}

/**
 * The usual check in one round trip: count the attempt under the address's limit (the
 * limiter's own row and rules: a new window once the old one expired), read the address's
 * unknown-code count, and, when both allow it, count the check and read the product. Every
 * other path (over a limit, a captcha answer) is decided from the row it returns.
 */
function prepareLimitedCheck(db: Db) {
  const now = sql`${sql.placeholder('now')}::timestamp`
  const attempt = db.$with('attempt').as(
    db
      .insert(rateLimits)
      .values({
        key: sql.placeholder('limitKey'),
        points: 1,
        expire: sql`${sql.placeholder('limitExpire')}::timestamp`,
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`CASE WHEN ${rateLimits.expire} <= ${now} THEN 1 ELSE ${rateLimits.points} + 1 END`,
          expire: sql`CASE WHEN ${rateLimits.expire} <= ${now} THEN excluded.expire ELSE ${rateLimits.expire} END`,
        },
      })
      .returning({ points: rateLimits.points }),
  )
  const misses = db.$with('misses').as(
    db
      .select({ points: rateLimits.points })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.key, sql.placeholder('missKey')),
          or(gt(rateLimits.expire, now), isNull(rateLimits.expire)),
        ),
      ),
  )
  const hit = countCheck(
    db,
    sql`(SELECT "points" FROM "attempt") <= ${sql.placeholder('limitPoints')}
      AND coalesce((SELECT "points" FROM "misses"), 0) < ${sql.placeholder('missPoints')}`,
  )
  return db
    .with(attempt, misses, hit)
    .select({
      attempts: attempt.points,
      misses: sql<number>`coalesce(${misses.points}, 0)`.mapWith(Number),
      batch: hit.batch,
      checkCount: hit.checkCount,
      firstCheckedAt: hit.firstCheckedAt,
      ...PRODUCT,
    })
    .from(attempt)
    .leftJoin(misses, sql`true`)
    .leftJoin(hit, sql`true`)
    .leftJoin(source, eq(source.id, hit.productId))
    .leftJoin(products, sameModel)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .limit(1)
    .prepare('fwcheck_limited_check')
}

function preparedOnce<T>(prepare: (db: Db) => T) {
  const statements = new WeakMap<Db, T>()
  return (db: Db): T => {
    let statement = statements.get(db)
    if (!statement) {
      statement = prepare(db)
      statements.set(db, statement)
    }
    return statement
  }
}
const checkStatement = preparedOnce(prepareCheck)
const limitedCheckStatement = preparedOnce(prepareLimitedCheck)

type CheckRow = {
  batch: string | null
  checkCount: number | null
  firstCheckedAt: Date | null
  productId: number | null
  name: string | null
  model: string | null
  brand: string | null
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
  const hash = hashSecurityCode(code)
  let found: CheckRow | undefined
  if (input.verKey && input.verCode) {
    found = await checkAfterCaptcha(ctx, ip, hash, input.verKey, input.verCode)
  } else {
    const now = Date.now()
    const [row] = await limitedCheckStatement(ctx.db).execute({
      now: new Date(now).toISOString(),
      limitKey: limitRowKey(ctx.db, 'fwcheck', ip, CHECK_LIMIT),
      limitExpire: new Date(now + CHECK_LIMIT.duration * 1000).toISOString(),
      limitPoints: CHECK_LIMIT.points,
      missKey: limitRowKey(ctx.db, 'fwcheck-miss', ip, MISS_LIMIT),
      missPoints: MISS_LIMIT.points,
      hash,
      locale: ctx.locale,
    })
    if (!row || row.attempts > CHECK_LIMIT.points) throw overLimit()
    // Guessing codes: after MISS_LIMIT unknown codes, every check needs the captcha until one
    // is answered, which gives the address a fresh allowance.
    if (row.misses >= MISS_LIMIT.points) {
      throw new CmsError(
        CAPTCHA_REQUIRED,
        getI18n(ctx.locale)._(msg`Please enter the verification code`),
      )
    }
    found = row
  }
  if (!found || found.checkCount === null) {
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

/**
 * A check that carries a captcha answer: counted under the address's limit; when the address
 * has used up its unknown codes the answer must be right, and then gives a fresh allowance.
 */
async function checkAfterCaptcha(
  ctx: CmsContext,
  ip: string,
  hash: string,
  verKey: string,
  verCode: string,
): Promise<CheckRow | undefined> {
  const [, missesLeft] = await Promise.all([
    consumeLimit(ctx.db, 'fwcheck', ip, CHECK_LIMIT),
    remainingPoints(ctx.db, 'fwcheck-miss', ip, MISS_LIMIT),
  ])
  if (missesLeft === 0) {
    if (!(await passCaptcha(ctx, verKey, verCode))) {
      throw new CmsError(CAPTCHA_REQUIRED, getI18n(ctx.locale)._(msg`Wrong verification code`))
    }
    await resetLimit(ctx.db, 'fwcheck-miss', ip, MISS_LIMIT)
  }
  const [found] = await checkStatement(ctx.db).execute({ hash, locale: ctx.locale })
  return found
}
