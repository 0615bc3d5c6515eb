import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadCatalog } from './i18n/i18n'
import { localeOfPath } from './i18n/locale'

// Only the catalogue of the page's language is downloaded, before React takes over the page.
await loadCatalog(localeOfPath(window.location.pathname))

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
