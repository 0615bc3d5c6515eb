import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { catalogsForPath } from './i18n/catalogs'
import { loadCatalogs } from './i18n/i18n'
import { localeOfPath } from './i18n/locale'

// Only the catalogues of the page's language and section are downloaded, before React takes
// over the page.
const { pathname } = window.location
await loadCatalogs(localeOfPath(pathname), catalogsForPath(pathname))

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
