import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { getI18n } from '~/i18n/i18n'

/** Names of the console's fixed values, in the console's language. */
export function roleLabel(i18n: I18n, role: string): string {
  switch (role) {
    case 'admin':
      return i18n._(msg`Admin`)
    case 'editor':
      return i18n._(msg`Editor`)
    case 'author':
      return i18n._(msg`Author`)
    case 'service':
      return i18n._(msg`Customer service`)
    default:
      return role
  }
}

export function statusLabel(i18n: I18n, status: string): string {
  switch (status) {
    case 'new':
      return i18n._(msg`New`)
    case 'in_progress':
      return i18n._(msg`In progress`)
    case 'done':
      return i18n._(msg`Done`)
    default:
      return status
  }
}

export function typeLabel(i18n: I18n, type: string): string {
  switch (type) {
    case 'join':
      return i18n._(msg`Distributor applications`)
    case 'business':
      return i18n._(msg`Business enquiries`)
    case 'feedback':
      return i18n._(msg`Feedback`)
    case 'reservation':
      return i18n._(msg`Reservations`)
    case 'evaluation':
      return i18n._(msg`Service evaluations`)
    default:
      return type
  }
}

/** What an audit entry's action means. */
export function actionLabel(i18n: I18n, action: string): string {
  const labels: Record<string, () => string> = {
    'session.sign-in': () => i18n._(msg`Signed in`),
    'session.sign-in-failed': () => i18n._(msg`Sign-in failed`),
    'staff.create': () => i18n._(msg`Created a staff account`),
    'staff.update': () => i18n._(msg`Changed a staff account`),
    'staff.disable': () => i18n._(msg`Disabled a staff account`),
    'staff.reset-password': () => i18n._(msg`Reset a password`),
    'staff.change-password': () => i18n._(msg`Changed own password`),
    'staff.totp-on': () => i18n._(msg`Turned on two-factor sign-in`),
    'staff.totp-off': () => i18n._(msg`Turned off two-factor sign-in`),
    'api-key.create': () => i18n._(msg`Created an API key`),
    'api-key.revoke': () => i18n._(msg`Revoked an API key`),
    'submission.update': () => i18n._(msg`Changed a submission`),
    'submission.note': () => i18n._(msg`Added a note`),
    'submission.export': () => i18n._(msg`Exported submissions`),
    'codes.generate': () => i18n._(msg`Generated codes`),
    'codes.import': () => i18n._(msg`Imported codes`),
    'member.disable': () => i18n._(msg`Disabled a member`),
    'member.enable': () => i18n._(msg`Enabled a member`),
    'member.revoke-sessions': () => i18n._(msg`Ended a member’s sessions`),
    'media.upload': () => i18n._(msg`Uploaded an image`),
    'media.update': () => i18n._(msg`Changed an image`),
    'media.delete': () => i18n._(msg`Deleted an image`),
    'cache.purge': () => i18n._(msg`Cleared the content caches`),
    'content.create': () => i18n._(msg`Created content`),
    'content.update': () => i18n._(msg`Changed content`),
    'content.delete': () => i18n._(msg`Deleted content`),
    'content.publish': () => i18n._(msg`Published content`),
    'content.unpublish': () => i18n._(msg`Unpublished content`),
    'content.restore': () => i18n._(msg`Restored a revision of content`),
    'content.export': () => i18n._(msg`Exported content`),
    'content.import': () => i18n._(msg`Imported content`),
    'content.draft-save': () => i18n._(msg`Saved a draft of content`),
    'content.draft-discard': () => i18n._(msg`Discarded a draft of content`),
    'content.publish-draft': () => i18n._(msg`Published a draft of content`),
    'content.schedule-draft': () => i18n._(msg`Scheduled a draft of content`),
    'content.submit': () => i18n._(msg`Submitted content for review`),
    'content.approve': () => i18n._(msg`Approved content`),
    'content.send-back': () => i18n._(msg`Sent content back to its author`),
    'ads.create': () => i18n._(msg`Added a menu item, banner or filing text`),
    'ads.update': () => i18n._(msg`Changed a menu item, banner or filing text`),
    'ads.delete': () => i18n._(msg`Deleted a menu item, banner or filing text`),
    'ads.order': () => i18n._(msg`Reordered menu items or banners`),
    'seo.update': () => i18n._(msg`Changed page SEO`),
    'file.upload': () => i18n._(msg`Uploaded a file`),
  }
  return labels[action]?.() ?? action
}

/** The zone the console's times are in, said with every time it shows. */
export const CHINA_ZONE = 'Asia/Shanghai'

/** "China time" in the console's language. */
export function chinaTimeLabel(locale: string): string {
  return getI18n(locale === 'zh' ? 'zh' : 'en')._(msg`China time`)
}

/** Dates and times in China time, as staff read them, with the zone said: "… China time". */
export function formatWhen(locale: string, iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '—'
  const text = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CHINA_ZONE,
  }).format(date)
  return `${text} ${chinaTimeLabel(locale)}`
}

/**
 * The same time in the zone of the browser ("26 Nov 2026, 00:30 GMT+1"), or null when the
 * browser's zone shows it as China time does.
 */
export function localWhen(
  locale: string,
  iso: string | null | undefined,
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const wall = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone,
    }).format(date)
  if (wall(zone) === wall(CHINA_ZONE)) return null
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'shortOffset',
  }).format(date)
}

/** Which save a content revision was. */
export function revisionActionLabel(i18n: I18n, action: string): string {
  switch (action) {
    case 'create':
      return i18n._(msg`Created`)
    case 'publish':
      return i18n._(msg`Published`)
    case 'unpublish':
      return i18n._(msg`Unpublished`)
    case 'restore':
      return i18n._(msg`Restored`)
    case 'publish-draft':
      return i18n._(msg`Draft published`)
    case 'initial':
      return i18n._(msg`As it was before revisions were kept`)
    default:
      return i18n._(msg`Saved`)
  }
}

/** How a content item stands for visitors. */
export function stateLabel(i18n: I18n, state: string): string {
  if (state === 'draft') return i18n._(msg`Draft`)
  if (state === 'review') return i18n._(msg`In review`)
  if (state === 'scheduled') return i18n._(msg`Scheduled`)
  return i18n._(msg`Published`)
}

/** `yyyy-mm-ddThh:mm` in China time, for a datetime-local input. */
export function toChinaInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16)
}

/** The ISO time of a datetime-local value read as China time (null when empty). */
export function fromChinaInput(value: string): string | null {
  if (!value) return null
  const date = new Date(`${value}:00+08:00`)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
