import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { Button } from '~/components/ui/button'
import { localeOfParam, readFields } from '~/features/forms/form-post.server'
import { postedFor } from '~/features/forms/posted.isomorphic'
import { LazyProfileForm, preloadAccountForms } from '~/features/member/lazy-account-forms'
import { memberPost } from '~/features/member/member-post.server'
import { postProfile } from '~/features/member/member-posts.server'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/user')({
  head: pageHead(msg`My Profile`),
  server: {
    handlers: {
      // The form posted by the browser itself (decision 0011).
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        return memberPost(locale, next, 'profile', async () =>
          postProfile(await readFields(request), locale, next),
        )
      },
    },
  },
  loader: ({ context, serverContext }) => {
    preloadAccountForms()
    return { posted: postedFor(serverContext, context.locale) }
  },
  component: UserPage,
})

function UserPage() {
  const { member } = Route.useRouteContext()
  const { posted } = Route.useLoaderData()
  const locale = useLocale()
  if (!member) return null
  return (
    <div className="max-w-xl">
      <PageHeading title={<Trans>My Profile</Trans>} />
      <p className="mb-6 text-sm">
        <Trans>Account</Trans>: <strong data-testid="profile-account">{member.account}</strong>
      </p>
      <LazyProfileForm member={member} posted={posted} />
      {/* Works before and without the page's code: the header's sign-out needs it. */}
      <form method="post" action={localePath(locale, '/logout')} className="mt-10 border-t pt-6">
        <Button type="submit" variant="outline" data-testid="sign-out">
          <Trans>Sign out</Trans>
        </Button>
      </form>
    </div>
  )
}
