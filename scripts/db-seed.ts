// Fills an empty database with the bilingual demo content (does nothing when it has content).
import { resolveCodeKey } from '../app/server/code-key.ts'
import { DEFAULT_DATABASE_URL, openDb } from '../app/server/db/client.ts'
import { DEMO_SECURITY_CODES, seedIfEmpty } from '../app/server/db/seed.ts'

// The demo codes are hashed under the key the server uses (app/server/code-key.ts).
const codeKey = resolveCodeKey(process.env, {
  productionAsked: process.env.NODE_ENV === 'production',
})
if ('problem' in codeKey) {
  console.error(codeKey.problem)
  process.exit(1)
}
process.env.CODE_HMAC_KEY = codeKey.key

const opened = await openDb(process.env.DATABASE_URL || DEFAULT_DATABASE_URL)
try {
  const seeded = await opened.exclusive(() => seedIfEmpty(opened.db))
  console.log(seeded ? 'Demo content added.' : 'The database already has content; nothing added.')
  if (seeded)
    console.log(`Demo security codes: ${DEMO_SECURITY_CODES.map((c) => c.code).join(', ')}`)
} finally {
  await opened.close()
}
