import { sha256 } from '@noble/hashes/sha2.js'
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import type { Locale } from '~/i18n/locale'
import { powChallenge } from './pow.functions'

/** Numbers hashed between two turns of the event loop: the page stays responsive meanwhile. */
const SLICE = 4000

/**
 * The number whose SHA-256 with `salt` is `challenge`, or null. Hashed in script (@noble/hashes,
 * about a microsecond a number): Web Crypto's digest costs far more per call for inputs this
 * small.
 */
async function findNumber(challenge: string, salt: string, maxnumber: number) {
  const target = hexToBytes(challenge)
  for (let start = 0; start <= maxnumber; start += SLICE) {
    const end = Math.min(maxnumber, start + SLICE - 1)
    for (let number = start; number <= end; number++) {
      const hash = sha256(utf8ToBytes(`${salt}${number}`))
      let same = true
      for (let i = 0; i < 32 && same; i++) same = hash[i] === target[i]
      if (same) return number
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return null
}

/**
 * Fetches a proof-of-work challenge and solves it: the `altcha` value a form sends with its
 * captcha answer (ALTCHA's payload, base64 JSON), or undefined when the service gives no
 * challenge or it could not be solved (the service then says what is wrong). Loaded only when
 * a form is asked for the captcha (`auth-fields.tsx`), never with a page.
 */
export async function solvePow(locale: Locale): Promise<string | undefined> {
  const challenge = await powChallenge({ data: { locale } }).catch(() => null)
  if (!challenge) return undefined
  const started = Date.now()
  const number = await findNumber(challenge.challenge, challenge.salt, challenge.maxnumber)
  if (number === null) return undefined
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: Date.now() - started,
    }),
  )
}
