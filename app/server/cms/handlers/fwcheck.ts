import { msg } from '@lingui/core/macro'
import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import type { Db } from '~/server/db/client'
import { brands, products, rateLimits, securityCodes } from '~/server/db/schema'
import { passCaptcha } from '../captcha'
import { type CmsContext, CmsError, parseInput, registerCmsRoute } from '../core'
import { countMiss, limitRowKey, overLimit, resetLimit } from '../rate-limit'
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
 * The usual check in one round trip. It counts the attempt under the address's limit (the
 * limiter's own row and rules: a new window once the old one expired) and, for a code that
 * does not exist, counts the miss in the same statement: that upsert takes the address's miss
 * row lock, so concurrent guesses from one address are counted one after another and only
 * the first MISS_LIMIT are answered (30 at once used to be answered all). A code that exists
 * is counted and read when the address is under both limits. Every other path (over a limit,
 * a captcha answer) is decided from the row it returns.
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
  const known = db.$with('known').as(
    db
      .select({ one: sql<number>`1`.as('one') })
      .from(securityCodes)
      .where(eq(securityCodes.codeHash, sql.placeholder('hash'))),
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
  // An unknown code within the attempt limit counts a miss (capped just past the limit).
  const missCount = db.$with('miss_count').as(
    db
      .insert(rateLimits)
      .select(
        db
          .select({
            key: sql`${sql.placeholder('missKey')}::text`.as('key'),
            points: sql`1`.as('points'),
            expire: sql`${sql.placeholder('missExpire')}::timestamp`.as('expire'),
          })
          .from(sql`(SELECT 1) AS one`)
          .where(
            sql`NOT EXISTS (SELECT 1 FROM "known")
              AND (SELECT "points" FROM "attempt") <= ${sql.placeholder('limitPoints')}`,
          ),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`CASE WHEN ${rateLimits.expire} <= ${now} THEN 1
            ELSE least(${rateLimits.points} + 1, ${sql.placeholder('missPoints')}::int + 1) END`,
          expire: sql`CASE WHEN ${rateLimits.expire} <= ${now} THEN excluded.expire ELSE ${rateLimits.expire} END`,
        },
      })
      .returning({ points: rateLimits.points }),
  )
  const hit = countCheck(
    db,
    sql`(SELECT "points" FROM "attempt") <= ${sql.placeholder('limitPoints')}
      AND coalesce((SELECT "points" FROM "misses"), 0) < ${sql.placeholder('missPoints')}`,
  )
  return db
    .with(attempt, known, misses, missCount, hit)
    .select({
      attempts: attempt.points,
      known: sql<boolean>`EXISTS (SELECT 1 FROM "known")`.mapWith(Boolean),
      /** Unknown codes of the address in the window, this one included when it is one. */
      misses:
        sql<number>`coalesce((SELECT "points" FROM "miss_count"), ${misses.points}, 0)`.mapWith(
          Number,
        ),
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
  const now = Date.now()
  const [row] = await limitedCheckStatement(ctx.db).execute({
    now: new Date(now).toISOString(),
    limitKey: limitRowKey(ctx.db, 'fwcheck', ip, CHECK_LIMIT),
    limitExpire: new Date(now + CHECK_LIMIT.duration * 1000).toISOString(),
    limitPoints: CHECK_LIMIT.points,
    missKey: limitRowKey(ctx.db, 'fwcheck-miss', ip, MISS_LIMIT),
    missExpire: new Date(now + MISS_LIMIT.duration * 1000).toISOString(),
    missPoints: MISS_LIMIT.points,
    hash,
    locale: ctx.locale,
  })
  if (!row || row.attempts > CHECK_LIMIT.points) throw overLimit()
  // Guessing codes: after MISS_LIMIT unknown codes, every check needs the captcha until one
  // is answered, which gives the address a fresh allowance. An unknown code counted itself,
  // so it is within the allowance up to the limit; a known one only below it.
  const guessing = row.known ? row.misses >= MISS_LIMIT.points : row.misses > MISS_LIMIT.points
  let found: CheckRow | undefined = row
  if (guessing) {
    // The captcha is used only when it is asked for: sending one along never skips the count.
    if (!input.verKey || !input.verCode) {
      throw new CmsError(
        CAPTCHA_REQUIRED,
        getI18n(ctx.locale)._(msg`Please enter the verification code`),
      )
    }
    found = await checkAfterCaptcha(ctx, ip, hash, input.verKey, input.verCode)
  }
  if (!found || found.checkCount === null) {
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
 * The check of an address that has used up its unknown codes, with a captcha answer (the
 * attempt itself was counted already): a right answer gives a fresh allowance, then the code
 * is checked and, when unknown, counted as the first miss of the new allowance.
 */
async function checkAfterCaptcha(
  ctx: CmsContext,
  ip: string,
  hash: string,
  verKey: string,
  verCode: string,
): Promise<CheckRow | undefined> {
  if (!(await passCaptcha(ctx, verKey, verCode))) {
    throw new CmsError(CAPTCHA_REQUIRED, getI18n(ctx.locale)._(msg`Wrong verification code`))
  }
  await resetLimit(ctx.db, 'fwcheck-miss', ip, MISS_LIMIT)
  const [found] = await checkStatement(ctx.db).execute({ hash, locale: ctx.locale })
  if (!found) await countMiss(ctx.db, 'fwcheck-miss', ip, MISS_LIMIT)
  return found
}
