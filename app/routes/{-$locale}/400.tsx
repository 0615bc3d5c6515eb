import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ErrorScreen } from '~/components/site/error-screen'
import { pageHead } from '~/lib/head'

/** Spec §8: a 400 answer from the content service leads here. */
export const Route = createFileRoute('/{-$locale}/400')({
  head: pageHead(msg`Bad Request`),
  component: () => <ErrorScreen error={{ status: 400 }} />,
})
