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
