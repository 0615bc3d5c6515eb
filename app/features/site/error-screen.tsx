import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AppLink } from '~/components/site/app-link'
import { HttpError, statusOfError } from '~/lib/http/http-error.isomorphic'
import { FramedOnce } from './frame/site-frame'

/** What a visitor reads for a status: our own words, never an upstream's or a validator's. */
function StatusMessage({ status }: { status: number }): ReactNode {
  if (status === 404) return <Trans>This page could not be found.</Trans>
  if (status === 429) return <Trans>Too many requests. Please wait a moment and try again.</Trans>
  if (status === 502 || status === 503 || status === 504) {
    return <Trans>The content service is not answering. Please try again shortly.</Trans>
  }
  if (status >= 400 && status < 500) return <Trans>The request could not be understood.</Trans>
  return <Trans>Something went wrong on our side.</Trans>
}

function StatusScreen({ status, requestId }: { status: number; requestId?: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" data-testid="error-status">
        {status}
      </p>
      <h1 className="text-2xl font-semibold">
        <StatusMessage status={status} />
      </h1>
      {requestId ? (
        <p className="text-sm text-muted-foreground" data-testid="error-request-id">
          <Trans>Reference: {requestId}</Trans>
        </p>
      ) : null}
      <AppLink to="/" className="text-primary underline underline-offset-4">
        <Trans>Back to home</Trans>
      </AppLink>
    </section>
  )
}

/** Spec §2: the error screen shows the status code (default 500) and a message. */
export function ErrorScreen({ error }: { error: unknown }) {
  // Only failures of ours (5xx, never kept by a shared cache) carry the request's id.
  const requestId = error instanceof HttpError ? error.requestId : undefined
  return <StatusScreen status={statusOfError(error)} requestId={requestId} />
}

/** Spec §2/§8: unknown routes and unsupported locales give this 404 screen. */
export function NotFoundScreen() {
  return <StatusScreen status={404} />
}

/**
 * The router's error and not-found components, for every route: the site's own translated
 * screen in exactly one frame (TanStack's built-in box never shows).
 */
export function SiteErrorScreen({ error }: { error: unknown }) {
  return (
    <FramedOnce>
      <ErrorScreen error={error} />
    </FramedOnce>
  )
}

export function SiteNotFoundScreen() {
  return (
    <FramedOnce>
      <NotFoundScreen />
    </FramedOnce>
  )
}
