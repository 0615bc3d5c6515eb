import { createHmac } from 'node:crypto'
import { isProduction } from '~/server/env'
import { log } from '~/server/log'

/** Spec §9: anti-counterfeit codes have 16 or 20 characters. */
export const SECURITY_CODE_LENGTHS = [16, 20]

/** Codes are compared in upper case without spaces or dashes. */
export function normalizeSecurityCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase()
}

let warned = false

function hmacKey(): string {
  const key = process.env.CODE_HMAC_KEY
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
