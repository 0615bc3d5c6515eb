import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { resolveCodeKey } from '~/server/code-key'
import { isDevelopment, isProduction } from '~/server/env'
import { log } from '~/server/log'

/** Spec §9: anti-counterfeit codes have 16 or 20 characters. */
export const SECURITY_CODE_LENGTHS = [16, 20]

/** Codes are compared in upper case without spaces or dashes. */
export function normalizeSecurityCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase()
}

let warned = false

/**
 * `npm run dev` on PGlite on disk uses the key file the production server and the commands use
 * (code-key.ts), so codes seeded or imported by one are found by the others.
 */
function developmentKey(): string | undefined {
  if (!isDevelopment()) return undefined
  const found = resolveCodeKey(process.env, { productionAsked: false })
  if (!('key' in found)) return undefined
  process.env.CODE_HMAC_KEY = found.key
  return found.key
}

export function hmacKey(): string {
  const key = process.env.CODE_HMAC_KEY || developmentKey()
  if (!key && isProduction() && !warned) {
    warned = true
    log.warn('CODE_HMAC_KEY is not set: security codes use the development key')
  }
  return key || 'dev-only-security-code-key'
}

/** Keyed hash of a security code: the code itself is never stored. */
export function hashSecurityCode(code: string): string {
  return createHmac('sha256', hmacKey()).update(normalizeSecurityCode(code)).digest('hex')
}

/** The check's answer (HTTP and envelope code) when it needs the captcha first. */
export const CAPTCHA_REQUIRED = 428

/** The key that seals a registered code: derived from the code key, never the same bytes. */
function sealKey(): Buffer {
  return Buffer.from(hkdfSync('sha256', hmacKey(), '', 'warranty-code-seal', 32))
}

/**
 * A code registered for a warranty, sealed (AES-256-GCM) for its owner's certificate and
 * verification QR: the database still holds no code a reader of a copy could use.
 */
export function sealSecurityCode(code: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(), iv)
  const body = Buffer.concat([cipher.update(normalizeSecurityCode(code), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The code of `sealed`, or null when it was sealed under another key or is damaged. */
export function openSecurityCode(sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', sealKey(), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
