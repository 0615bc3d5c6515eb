// Where uploaded media live: MEDIA_DIR, else `media` beside the PGlite data directory (so a
// site's data stays in one folder), else ./.data/media.
import { dirname, join, resolve } from 'node:path'

export function mediaDirOf(env: Record<string, string | undefined>): string {
  if (env.MEDIA_DIR) return resolve(env.MEDIA_DIR)
  const url = env.DATABASE_URL ?? ''
  if (url.startsWith('pglite://') && url !== 'pglite://memory') {
    return join(dirname(resolve(url.slice('pglite://'.length))), 'media')
  }
  return resolve('.data/media')
}
