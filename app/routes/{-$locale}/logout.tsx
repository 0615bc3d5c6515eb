import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '~/features/forms/form-post.server'
import { postLogout } from '~/features/member/member-posts.server'

/**
 * Signing out without the page's code (decision 0011): the member's session ends and the
 * browser is sent home. POST only (a link or an image cannot sign anyone out); cross-site posts
 * are refused like every form post (app/start.ts).
 */
export const Route = createFileRoute('/{-$locale}/logout')({
  server: {
    handlers: {
      POST: ({ params, next }) => {
        const locale = localeOfParam(params)
        return locale ? postLogout(locale) : next()
      },
    },
  },
})
