import { notFound } from '@tanstack/react-router'
import { isId } from '~/shared/ids'

/**
 * Typed params of the optional-id detail routes (spec §2, e.g. /about/news/detail/{id}): a
 * missing id stays undefined; anything but a positive integer up to MAX_ID is a 404.
 */
export function parseDetailId(params: { id?: string }): { id: number | undefined } {
  if (params.id === undefined || params.id === '') return { id: undefined }
  // An id beyond 32 bits names no row: the same 404 as any unknown id.
  if (!/^[1-9]\d{0,9}$/.test(params.id) || !isId(Number(params.id))) throw notFound()
  return { id: Number(params.id) }
}

export function stringifyDetailId(params: { id: number | undefined }): { id?: string } {
  return params.id === undefined ? {} : { id: String(params.id) }
}
