import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { contentSecurityPolicy } from '~/server/http/security-headers'

/**
 * A fresh nonce for the inline scripts of one server render, announced in the page's CSP.
 * In the browser there is nothing to render on the server, so there is no nonce.
 */
export const cspNonce = createIsomorphicFn()
  .server((): string | undefined => {
    const bytes = new Uint8Array(16)
    crypto.getRandomValues(bytes)
    const nonce = btoa(String.fromCharCode(...bytes))
    setResponseHeader('content-security-policy', contentSecurityPolicy(nonce))
    return nonce
  })
  .client((): string | undefined => undefined)
