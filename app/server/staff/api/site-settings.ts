import { eq } from 'drizzle-orm'
import type { Locale } from '~/i18n/locale'
import { siteSettings } from '~/server/db/schema'
import { DEFAULT_HOTLINE, defaultSiteTitle } from '~/server/site-defaults'
import { mailDomain } from '~/server/site-url'
import { MAILBOX_NAMES, type MailboxName } from '~/shared/mailboxes'
import { audit } from '../audit'
import { type StaffContext, staffRoute } from '../http'
import { purgeContent } from '../purge'

type Row = typeof siteSettings.$inferSelect

/** One language's settings as the console edits them: an unset mailbox is '' (the default). */
function settingsOf(row: Row | undefined, locale: Locale) {
  const stored = row?.mailboxes ?? {}
  const mailboxes: Record<MailboxName, string> = { info: '', sales: '', service: '', hr: '' }
  for (const name of MAILBOX_NAMES) mailboxes[name] = stored[name] ?? ''
  return {
    siteTitle: row?.siteTitle ?? defaultSiteTitle(locale),
    hotline: row?.hotline ?? DEFAULT_HOTLINE,
    socials: row?.socials ?? [],
    mailboxes,
  }
}

/** Both languages' settings, and the domain an empty mailbox takes. */
const getRoute = async (ctx: StaffContext) => {
  const rows = await ctx.db.select().from(siteSettings)
  const of = (locale: Locale) =>
    settingsOf(
      rows.find((r) => r.locale === locale),
      locale,
    )
  return { en: of('en'), zh: of('zh'), mailDomain: mailDomain() }
}
staffRoute('GET', '/site-settings', 'site', getRoute)

/**
 * Saves one language's settings. The frame (title, hotline, social links) shows on every page
 * and the mailboxes on the contact and recruit pages: every cached page is purged.
 */
const saveRoute = async (ctx: StaffContext) => {
  const input = await ctx.json(ctx.schemas.siteSettings)
  const mailboxes: Partial<Record<MailboxName, string>> = {}
  for (const name of MAILBOX_NAMES)
    if (input.mailboxes[name]) mailboxes[name] = input.mailboxes[name]
  const values = {
    siteTitle: input.siteTitle,
    hotline: input.hotline,
    socials: input.socials,
    mailboxes,
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.locale, input.locale))
    const [row] = before
      ? await tx
          .update(siteSettings)
          .set(values)
          .where(eq(siteSettings.locale, input.locale))
          .returning()
      : await tx
          .insert(siteSettings)
          .values({ locale: input.locale, ...values })
          .returning()
    if (!row) throw new Error('site settings: the write returned nothing')
    await audit(tx, ctx.who, {
      action: 'site-settings.update',
      entity: 'site-settings',
      entityId: input.locale,
      before: before ? settingsOf(before, input.locale) : null,
      after: settingsOf(row, input.locale),
    })
    return row
  })
  await purgeContent('all', { db: ctx.db })
  return { locale: input.locale, ...settingsOf(saved, input.locale) }
}
staffRoute('POST', '/site-settings', 'site', saveRoute)

/** What each call answers (before JSON), for the console's typed client. */
export type Answer = {
  get: Awaited<ReturnType<typeof getRoute>>
  save: Awaited<ReturnType<typeof saveRoute>>
}
