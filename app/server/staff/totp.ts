import { createHash, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

/** The issuer name an authenticator app shows beside the account. */
const ISSUER = process.env.STAFF_TOTP_ISSUER || 'Ruifeng Tools staff'

function totpOf(secret: string, label = 'staff') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  })
}

/** A new random secret (160 bits, base32) and what an authenticator app scans. */
export async function newTotpEnrolment(email: string) {
  const secret = new Secret({ size: 20 }).base32
  const uri = totpOf(secret, email).toString()
  const qr = await QRCode.toDataURL(uri, { margin: 1, width: 240 })
  return { secret, uri, qr }
}

/**
 * The time step a code belongs to when it is right (one step of clock drift either way), else
 * null. The caller accepts a step only once: a code seen once cannot be replayed.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret)
  const delta = totp.validate({ token: code, timestamp: now, window: 1 })
  if (delta === null) return null
  return totp.counter({ timestamp: now }) + delta
}

/** The current code of a secret (tests and the CLI's own checks). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now })
}

/** Letters and digits a person cannot mistake for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_COUNT = 10

/** Ten new recovery codes, `xxxxx-xxxxx` (about 49 bits each), to be shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10)
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** A recovery code as typed (any case, spaces or a dash): its stored form, or null. */
export function recoveryCodeOf(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]/g, '')
  return /^[a-z0-9]{10}$/.test(bare) ? `${bare.slice(0, 5)}-${bare.slice(5)}` : null
}

/** What the database keeps of a recovery code. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(`staff-recovery:${code}`).digest('hex')
}
