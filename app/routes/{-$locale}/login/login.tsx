import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { LazyAuthPanel, preloadAuthPanel } from '~/features/member/lazy-auth-panel'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/login/login')({
  head: pageHead(msg`Log in`),
  loader: preloadAuthPanel,
  component: LoginLoginPage,
})

function LoginLoginPage() {
  const locale = useLocale()
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <PageHeading title={<Trans>Log in</Trans>} />
      <LazyAuthPanel
        initial="login"
        onLoggedIn={() => window.location.assign(localePath(locale, '/member/user'))}
      />
    </div>
  )
}
