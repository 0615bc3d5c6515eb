import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import svgCaptcha from 'svg-captcha'
import { captchas } from '~/server/db/schema'
import { runtimeEnv } from '~/server/env'
import type { CmsContext } from './core'

const CAPTCHA_MINUTES = 5

/**
 * The fixed answer of the test harnesses: honoured only with ALLOW_TEST_CAPTCHA=1, whatever
 * NODE_ENV says (the server refuses to start with the answer and without the flag: config.ts).
 */
const testCaptcha =
  runtimeEnv('ALLOW_TEST_CAPTCHA') === '1' ? runtimeEnv('CAPTCHA_TEST_ANSWER') : undefined

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A new image challenge, stored (answer hashed) for five minutes; its key goes to the caller. */
export async function newCaptcha(ctx: CmsContext) {
  const challenge = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0o1il',
    color: true,
    width: 120,
    height: 44,
  })
  const key = randomBytes(16).toString('hex')
  await ctx.db.insert(captchas).values({
    key,
    answerHash: sha256(challenge.text.toLowerCase()),
    expiresAt: new Date(Date.now() + CAPTCHA_MINUTES * 60_000),
  })
  return { key, image: challenge.data }
}

/** One answer per challenge: the first attempt, right or wrong, uses it up. */
export async function passCaptcha(ctx: CmsContext, key: string, answer: string): Promise<boolean> {
  const [row] = await ctx.db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.key, key), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash })
  if (!row) return false
  const given = answer.trim().toLowerCase()
  if (testCaptcha && given === testCaptcha.toLowerCase()) return true
  return timingSafeEqual(Buffer.from(row.answerHash), Buffer.from(sha256(given)))
}
