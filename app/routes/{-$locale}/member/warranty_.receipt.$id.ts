import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '~/features/forms/form-post.server'
import { receiptResponse } from '~/features/member/warranty-receipt.server'

/**
 * The receipt photo of one of the member's registered tools: for its owner only (anyone else
 * gets a 404), never kept by a shared cache.
 */
export const Route = createFileRoute('/{-$locale}/member/warranty_/receipt/$id')({
  server: {
    handlers: {
      GET: ({ params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0
        return receiptResponse(locale, id)
      },
    },
  },
})
