import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage, loadAuthPage } from '~/features/member/auth-page'
import { authPagePost, postLogin } from '~/features/member/member-posts.server'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/login/login')({
  head: pageHead(msg`Log in`),
  // The form posted by the browser itself (decision 0011).
  server: { handlers: { POST: authPagePost(postLogin) } },
  loader: loadAuthPage,
  component: LoginLoginPage,
})

function LoginLoginPage() {
  return (
    <AuthPage mode="login" title={<Trans>Log in</Trans>} posted={Route.useLoaderData().posted} />
  )
}
