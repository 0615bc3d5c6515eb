import { createFileRoute } from '@tanstack/react-router'
import { readFields } from '~/features/forms/form-post.server'
import { postShare } from '~/features/member/member-posts.server'

/**
 * The footer's share buttons post here (decision 0011): a member's share is recorded, and the
 * new tab goes on to the channel. POST only; cross-site posts are refused (app/start.ts).
 */
export const Route = createFileRoute('/share')({
  server: {
    handlers: {
      POST: async ({ request }) => postShare(await readFields(request)),
    },
  },
})
