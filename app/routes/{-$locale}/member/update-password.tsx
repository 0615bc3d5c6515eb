import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { localeOfParam, readFields } from '~/features/forms/form-post.server'
import { postedFor } from '~/features/forms/posted.isomorphic'
import { LazyPasswordForm, preloadAccountForms } from '~/features/member/lazy-account-forms'
import { memberPost } from '~/features/member/member-post.server'
import { postPassword } from '~/features/member/member-posts.server'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/update-password')({
  head: pageHead(msg`Change Password`),
  server: {
    handlers: {
      // The form posted by the browser itself (decision 0011).
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        return memberPost(locale, next, 'password', async () =>
          postPassword(await readFields(request), locale, next),
        )
      },
    },
  },
  loader: ({ context, serverContext }) => {
    preloadAccountForms()
    return { posted: postedFor(serverContext, context.locale) }
  },
  component: UpdatePasswordPage,
})

function UpdatePasswordPage() {
  const { posted } = Route.useLoaderData()
  return (
    <div className="max-w-xl">
      <PageHeading
        title={<Trans>Change Password</Trans>}
        intro={<Trans>Changing it logs you out everywhere else.</Trans>}
      />
      <LazyPasswordForm posted={posted} />
    </div>
  )
}
