import { notFound } from '@tanstack/react-router'

/**
 * Typed params of the optional-id detail routes (spec §2, e.g. /about/news/detail/{id}): a
 * missing id stays undefined; anything but a positive integer is a 404.
 */
export function parseDetailId(params: { id?: string }): { id: number | undefined } {
  if (params.id === undefined || params.id === '') return { id: undefined }
  if (!/^[1-9]\d{0,11}$/.test(params.id)) throw notFound()
  return { id: Number(params.id) }
}

export function stringifyDetailId(params: { id: number | undefined }): { id?: string } {
  return params.id === undefined ? {} : { id: String(params.id) }
}
