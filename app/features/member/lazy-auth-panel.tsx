import type { ComponentProps } from 'react'
import { loadCatalogs } from '~/i18n/i18n'
import { localeOfPath } from '~/i18n/locale'
import { hydratedOnInteraction, lazyComponent } from '~/lib/hydrate-on-interaction'
import type { AuthPanel } from './auth-forms'

const load = () => import('./auth-forms').then((m) => m.AuthPanel)
/** In the browser the panel's messages (the `auth` catalogue) come with its code. */
const loadWithMessages = () =>
  Promise.all([
    load(),
    loadCatalogs(localeOfPath(window.location.pathname), ['auth'], { quietly: true }),
  ]).then(([panel]) => panel)

const DeferredAuthPanel = hydratedOnInteraction(
  import.meta.env.SSR ? await load() : lazyComponent(loadWithMessages),
)

/**
 * The log-in, register and password panel of the member pages: rendered by the server, its
 * forms post to their pages without any code (decision 0011); the code (TanStack Form, the
 * schemas) loads on the visitor's first interaction. The register form's captcha is a plain
 * image that the browser loads with the page.
 */
export function LazyAuthPanel(props: ComponentProps<typeof AuthPanel>) {
  return <DeferredAuthPanel {...props} />
}

/** Starts loading the panel's code: route loaders call it before a client-side navigation. */
export function preloadAuthPanel() {
  if (!import.meta.env.SSR) void loadWithMessages()
}
