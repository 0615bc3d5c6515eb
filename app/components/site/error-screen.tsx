import { Trans } from '@lingui/react/macro'
import { statusOfError } from '~/lib/http-error'
import { AppLink } from './app-link'

/** Spec §2: the error screen shows the status code (default 500) and a message. */
export function ErrorScreen({ error }: { error: unknown }) {
  const status = statusOfError(error)
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" data-testid="error-status">
        {status}
      </p>
      <h1 className="text-2xl font-semibold">
        {status === 502 || status === 504 ? (
          <Trans>The content service is not answering. Please try again shortly.</Trans>
        ) : status === 400 ? (
          <Trans>The request could not be understood.</Trans>
        ) : (
          <Trans>Something went wrong on our side.</Trans>
        )}
      </h1>
      <AppLink to="/" className="text-primary underline underline-offset-4">
        <Trans>Back to home</Trans>
      </AppLink>
    </section>
  )
}

/** Spec §2/§8: unknown routes and unsupported locales give this 404 screen. */
export function NotFoundScreen() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" data-testid="error-status">
        404
      </p>
      <h1 className="text-2xl font-semibold">
        <Trans>This page could not be found.</Trans>
      </h1>
      <AppLink to="/" className="text-primary underline underline-offset-4">
        <Trans>Back to home</Trans>
      </AppLink>
    </section>
  )
}
