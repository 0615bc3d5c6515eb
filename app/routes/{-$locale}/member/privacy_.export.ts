import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '~/features/forms/form-post.server'
import { exportResponse } from '~/features/member/member-data.server'

/** The member's data as one JSON file: a plain link on the "My Data" page downloads it. */
export const Route = createFileRoute('/{-$locale}/member/privacy_/export')({
  server: {
    handlers: {
      GET: ({ params, next }) => {
        const locale = localeOfParam(params)
        return locale ? exportResponse(locale) : next()
      },
    },
  },
})
