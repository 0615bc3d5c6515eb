/**
 * The company's mailboxes the site shows: the contact page's three offices and the recruits'
 * `hr`. Staff may set each per language (Site settings); one left empty is `<name>@` the site's
 * domain (SITE_URL's host without `www.`), as every mailbox was before they could be set.
 */
export const MAILBOX_NAMES = ['info', 'sales', 'service', 'hr'] as const
export type MailboxName = (typeof MAILBOX_NAMES)[number]
export type Mailboxes = Partial<Record<MailboxName, string>>

/** Every mailbox's address: the stored one, else `<name>@domain`. */
export function mailboxesOf(
  stored: Mailboxes | null | undefined,
  domain: string,
): Record<MailboxName, string> {
  const at = (name: MailboxName) => stored?.[name]?.trim() || `${name}@${domain}`
  return { info: at('info'), sales: at('sales'), service: at('service'), hr: at('hr') }
}

/** A social account's key: it names the account in QR code addresses (`/api/qr?social=`). */
export const SOCIAL_KEY = /^[a-z0-9_-]{1,30}$/
/** A social account's address: an https address or a path of this site. */
export const SOCIAL_URL = /^(https:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/
