import { msg } from '@lingui/core/macro'
import { COLLECTIONS, type CollectionName, isCollectionName } from '~/shared/staff/content'
import { StaffError } from '../errors'
import { actorOf, type StaffContext } from '../http'

/**
 * A staff account may be limited to some collections (an author of news only): any call on
 * another collection is refused (403), but the reading of the collections its own ones refer to
 * (a news item's category: the choices of its form).
 */
export function requireCollection(ctx: StaffContext, name: CollectionName, reading = false) {
  const { collections } = actorOf(ctx)
  const referred = (own: string) =>
    isCollectionName(own) && COLLECTIONS[own].shared.some((f) => f.ref === name)
  if (reading && collections?.some(referred)) return
  if (collections && !collections.includes(name)) {
    throw new StaffError(403, msg`Your account may not work on this content`, {
      reason: 'forbidden',
    })
  }
}
