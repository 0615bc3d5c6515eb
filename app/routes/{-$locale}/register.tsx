import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage, loadAuthPage } from '~/features/member/auth-page'
import { authPagePost, postRegister } from '~/features/member/member-posts.server'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/register')({
  head: pageHead(msg`Register`),
  // The form posted by the browser itself (decision 0011).
  server: { handlers: { POST: authPagePost(postRegister) } },
  loader: loadAuthPage,
  component: RegisterPage,
})

function RegisterPage() {
  return (
    <AuthPage
      mode="register"
      title={<Trans>Register</Trans>}
      posted={Route.useLoaderData().posted}
    />
  )
}
