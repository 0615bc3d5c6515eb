import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

/** OWASP's argon2id floor (the members' too): 19 MiB, two passes, one lane. */
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON)
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies a password; with no stored hash (no such account) it verifies against a dummy one,
 * so the answer takes as long either way.
 */
export async function verifyPassword(stored: string | undefined, password: string) {
  dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON)
  const ok = await verify(stored ?? (await dummyHash), password).catch(() => false)
  return stored !== undefined && ok
}
