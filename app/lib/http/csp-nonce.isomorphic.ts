import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { contentSecurityPolicy } from '~/server/http/security-headers'

// Random bytes are drawn from the system 4 KB at a time: one call of getRandomValues costs about
// as much for 16 bytes as for 4,096, and a render needs 16.
let pool = new Uint8Array(0)
let offset = 0
function randomBytes16(): Uint8Array {
  if (offset + 16 > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(4096))
    offset = 0
  }
  offset += 16
  return pool.subarray(offset - 16, offset)
}

/**
 * A fresh nonce for the inline scripts of one server render, announced in the page's CSP.
 * In the browser there is nothing to render on the server, so there is no nonce.
 */
export const cspNonce = createIsomorphicFn()
  .server((): string | undefined => {
    const nonce = btoa(String.fromCharCode(...randomBytes16()))
    setResponseHeader('content-security-policy', contentSecurityPolicy([`'nonce-${nonce}'`]))
    return nonce
  })
  .client((): string | undefined => undefined)
