import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { localeOfParam, readFields } from '~/features/forms/form-post.server'
import { postedFor } from '~/features/forms/posted'
import { LazyAuthPanel, preloadAuthPanel } from '~/features/member/lazy-auth-panel'
import { postRegister } from '~/features/member/member-posts.server'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/register')({
  head: pageHead(msg`Register`),
  server: {
    handlers: {
      // The form posted by the browser itself (decision 0011).
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        return locale ? postRegister(await readFields(request), locale, next) : next()
      },
    },
  },
  loader: ({ context, serverContext }) => {
    preloadAuthPanel()
    return { posted: postedFor(serverContext, context.locale) }
  },
  component: RegisterPage,
})

function RegisterPage() {
  const locale = useLocale()
  const { posted } = Route.useLoaderData()
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <PageHeading title={<Trans>Register</Trans>} />
      <LazyAuthPanel
        initial="register"
        posted={posted}
        onLoggedIn={() => window.location.assign(localePath(locale, '/member/user'))}
      />
    </div>
  )
}
