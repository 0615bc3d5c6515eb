import type { ReactNode } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import { type Posted, postedFor } from '~/features/forms/posted.isomorphic'
import { type Locale, localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import type { AuthMode } from './auth-forms'
import { LazyAuthPanel, preloadAuthPanel } from './lazy-auth-panel'

/**
 * The pages of the sign-in panel's modes (`/login`, its old address `/login/login`, `/register`,
 * `/forget`): each route names its mode, title and POST handler (`authPagePost`), and shares
 * this loader and page.
 */

/** The form's state after a post made without the page's code; starts loading the panel's code. */
export function loadAuthPage({
  context,
  serverContext,
}: {
  context: { locale: Locale }
  serverContext?: unknown
}) {
  preloadAuthPanel()
  return { posted: postedFor(serverContext, context.locale) }
}

export function AuthPage({
  mode,
  title,
  posted,
}: {
  mode: AuthMode
  title: ReactNode
  posted: Posted | null
}) {
  const locale = useLocale()
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <PageHeading title={title} />
      <LazyAuthPanel
        initial={mode}
        posted={posted}
        onLoggedIn={() => window.location.assign(localePath(locale, '/member/user'))}
      />
    </div>
  )
}
