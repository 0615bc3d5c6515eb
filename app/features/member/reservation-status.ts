import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A reservation's status as the member reads it. */
export function reservationStatusLabel(i18n: I18n, status: string | null | undefined): string {
  switch (status) {
    case 'in_progress':
      return i18n._(msg`In progress`)
    case 'done':
      return i18n._(msg`Done`)
    default:
      return i18n._(msg`Received`)
  }
}
