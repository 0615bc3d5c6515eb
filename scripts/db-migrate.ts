// Applies the migrations in drizzle/ to DATABASE_URL (PGlite by default, or PostgreSQL).
import { DEFAULT_DATABASE_URL, openDb } from '../app/server/db/client.ts'

const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL
const opened = await openDb(url)
await opened.close()
console.log(`Migrations applied (${opened.engine}).`)
