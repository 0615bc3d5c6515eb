import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ErrorScreen } from '~/features/site/error-screen'
import { pageHead } from '~/lib/head'
import { markResponseStatus } from '~/lib/http/http-error.isomorphic'

/** Spec §8: a 400 answer from the content service leads here. */
export const Route = createFileRoute('/{-$locale}/400')({
  // Also drawn for an address whose path does not decode (app/server/http/malformed-path.ts):
  // never a page for a search index (the root's head says noindex: app/lib/private-pages.ts).
  head: pageHead(msg`Bad Request`),
  // Its status too: the page says 400, and so does the answer (no index keeps it as a page).
  loader: () => markResponseStatus(400),
  component: () => <ErrorScreen error={{ status: 400 }} />,
})
