import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '~/features/forms/form-post.server'
import { certificateResponse } from '~/features/member/warranty-certificate.server'

/**
 * The warranty certificate (PDF) of one of the member's registered tools, in the page's
 * language: a plain link in the list downloads it, with or without the page's code.
 */
export const Route = createFileRoute('/{-$locale}/member/warranty_/certificate/$id')({
  server: {
    handlers: {
      GET: ({ params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0
        return certificateResponse(locale, id)
      },
    },
  },
})
