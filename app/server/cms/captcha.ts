import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
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

/**
 * A new image challenge, stored (answer hashed) for five minutes; its key goes to the caller
 * and its picture as a `data:image/webp;base64,…` URL (spec §7 `kaptcha`: the site's client
 * and other clients of the contract take a data URL in `image`).
 */
export async function newCaptcha(ctx: CmsContext) {
  // The drawing's libraries (sharp, svg-captcha) load with the first captcha, not at a start.
  const { captchaText, drawCaptcha } = await import('./captcha-image')
  const text = captchaText()
  const picture = await drawCaptcha(text)
  const key = randomBytes(16).toString('hex')
  await ctx.db.insert(captchas).values({
    key,
    answerHash: sha256(text.toLowerCase()),
    expiresAt: new Date(Date.now() + CAPTCHA_MINUTES * 60_000),
  })
  return { key, image: `data:image/webp;base64,${Buffer.from(picture).toString('base64')}` }
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
