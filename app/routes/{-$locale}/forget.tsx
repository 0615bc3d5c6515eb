import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage, loadAuthPage } from '~/features/member/auth-page'
import { authPagePost, postForget } from '~/features/member/member-posts.server'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/forget')({
  head: pageHead(msg`Forgot Password`),
  // The form posted by the browser itself (decision 0011).
  server: { handlers: { POST: authPagePost(postForget) } },
  loader: loadAuthPage,
  component: ForgetPage,
})

function ForgetPage() {
  return (
    <AuthPage
      mode="forget"
      title={<Trans>Forgot Password</Trans>}
      posted={Route.useLoaderData().posted}
    />
  )
}
