import { hkdfSync } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import { lt } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '~/server/db/client'
import { powSolutions } from '~/server/db/schema'
import type { CmsContext } from './core'
import { hmacKey as codeKey } from './security-code'

/**
 * The proof of work asked for beside the image captcha past a ceiling (ALTCHA's scheme,
 * self-hosted): the service hands out a challenge signed with its key (the SHA-256 of a salt
 * and a secret number below `maxnumber`, the salt carrying its expiry); the browser finds the
 * number by trying them all, and the service takes the answer once. A person's browser spends
 * a fraction of a second on it once; a script that wants many tries spends it on every one.
 */

/** How long a challenge may be answered. */
const POW_MINUTES = 10

/**
 * The numbers a challenge hides its number among: on average half of them are hashed to find
 * it (about 0.1 to 0.5 s in a phone's browser, 30 ms in Node on one core).
 */
export const POW_MAX_NUMBER = 200_000

/**
 * The key challenges are signed with: POW_HMAC_KEY, else one derived from the code key (HKDF),
 * which is a secret every process of an installation already shares (README, "Configuration").
 */
function powKey(): string {
  const given = process.env.POW_HMAC_KEY?.trim()
  if (given) return given
  return Buffer.from(hkdfSync('sha256', codeKey(), '', 'pow-challenge', 32)).toString('hex')
}

/** A new challenge (ALTCHA's JSON: algorithm, challenge, maxnumber, salt, signature). */
export function newPowChallenge() {
  return createChallenge({
    hmacKey: powKey(),
    maxnumber: POW_MAX_NUMBER,
    expires: new Date(Date.now() + POW_MINUTES * 60_000),
  })
}

/** What a solution carries (ALTCHA's payload, base64 JSON): what is read of it here. */
const Payload = v.object({
  challenge: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  salt: v.pipe(v.string(), v.maxLength(200)),
})

function expiryOf(salt: string): Date | null {
  const seconds = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'))
  return Number.isInteger(seconds) && seconds > 0 ? new Date(seconds * 1000) : null
}

/**
 * Whether `payload` solves a challenge of ours that has not expired and was not answered
 * before; a right answer is recorded, so it is taken once, by one process of many.
 */
export async function passPow(ctx: CmsContext, payload: string): Promise<boolean> {
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
  } catch {
    return false
  }
  const parsed = v.safeParse(Payload, decoded)
  if (!parsed.success) return false
  const expiresAt = expiryOf(parsed.output.salt)
  if (!expiresAt) return false
  // A payload naming a hash Web Crypto does not know makes verifySolution throw: a wrong answer.
  const solved = await verifySolution(payload, powKey(), true).catch(() => false)
  if (!solved) return false
  const [taken] = await ctx.db
    .insert(powSolutions)
    .values({ challenge: parsed.output.challenge, expiresAt })
    .onConflictDoNothing()
    .returning({ challenge: powSolutions.challenge })
  return taken !== undefined
}

/** Forgets answered challenges once they have expired (housekeeping). */
export async function pruneAnsweredPow(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(powSolutions)
    .where(lt(powSolutions.expiresAt, now))
    .returning({ challenge: powSolutions.challenge })
  return gone.length
}
