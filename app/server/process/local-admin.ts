import { currentRequest } from '~/server/process/request-context'
import type { Actor } from '~/server/staff/auth'

/**
 * The caller of a staff call that came through the server's admin socket (a Unix socket only
 * the server's own user can open; front/http-server.ts): the command line, as an admin. The
 * staff CLIs reach a running site this way when it holds a PGlite database.
 */
export function localAdminActor(): Actor | null {
  if (!currentRequest()?.local) return null
  return {
    staffId: null,
    apiKeyId: null,
    sessionId: null,
    role: 'admin',
    collections: null,
    label: 'command line',
    viaCookie: false,
    totpEnabled: false,
  }
}
