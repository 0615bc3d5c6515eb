import { notFound } from '@tanstack/react-router'
import { type CollectionName, isCollectionName } from '~/shared/staff/content'

/** A console route's `$collection`: one of the collections, else not found. */
export const collectionParams = {
  parse: (params: Record<string, string>): { collection: CollectionName } => {
    const { collection } = params
    if (!isCollectionName(collection)) throw notFound()
    return { collection }
  },
  stringify: ({ collection }: { collection: CollectionName }) => ({ collection }),
}
