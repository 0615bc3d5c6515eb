import { createFileRoute } from '@tanstack/react-router'
import { switchLanguage } from '~/features/site/language-switch.server'

/** The header's language link: records the choice and goes on to the page (language-switch). */
export const Route = createFileRoute('/lang')({
  server: {
    handlers: {
      GET: ({ request }) => switchLanguage(request),
    },
  },
})
