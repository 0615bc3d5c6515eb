import { count } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { staffUsers } from '~/server/db/schema'
import { log } from '~/server/log'
import { MIN_STAFF_PASSWORD } from '~/shared/staff/roles'
import { insertStaffUser } from './staff-accounts'

const done = new WeakMap<Db, Promise<void>>()

/**
 * The first admin from the environment (STAFF_ADMIN_EMAIL, STAFF_ADMIN_PASSWORD), made once when
 * there is no staff account at all: a container or a test server gets an admin without a shell.
 * With any account present it does nothing, so a changed password is never reset.
 */
export function ensureFirstAdmin(db: Db): Promise<void> {
  let pending = done.get(db)
  if (!pending) {
    pending = (async () => {
      const email = process.env.STAFF_ADMIN_EMAIL?.trim()
      const password = process.env.STAFF_ADMIN_PASSWORD
      if (!email || !password) return
      if (password.length < MIN_STAFF_PASSWORD) {
        log.warn(`STAFF_ADMIN_PASSWORD needs ${MIN_STAFF_PASSWORD} characters: no admin made`)
        return
      }
      const [row] = await db.select({ n: count() }).from(staffUsers)
      if ((row?.n ?? 0) > 0) return
      await insertStaffUser(
        db,
        { staffId: null, apiKeyId: null, label: 'environment (STAFF_ADMIN_EMAIL)' },
        { email, password, name: '', role: 'admin' },
      )
    })()
    pending.catch(() => done.delete(db))
    done.set(db, pending)
  }
  return pending
}
