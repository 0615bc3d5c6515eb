// Fills an empty database with the bilingual demo content (does nothing when it has content).
import { DEFAULT_DATABASE_URL, openDb } from '../app/server/db/client.ts'
import { DEMO_SECURITY_CODES, seedIfEmpty } from '../app/server/db/seed.ts'

const opened = await openDb(process.env.DATABASE_URL || DEFAULT_DATABASE_URL)
try {
  const seeded = await opened.exclusive(() => seedIfEmpty(opened.db))
  console.log(seeded ? 'Demo content added.' : 'The database already has content; nothing added.')
  if (seeded)
    console.log(`Demo security codes: ${DEMO_SECURITY_CODES.map((c) => c.code).join(', ')}`)
} finally {
  await opened.close()
}
