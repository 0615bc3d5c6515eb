import { useRouterState } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import type { Locale } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import {
  forgetMember,
  leave,
  rememberMember,
  type StoredMember,
  storedMember,
  subscribeStoredMember,
} from './stored-member'

let confirmed: Promise<void> | undefined

/** The user-info call of spec §7, once per page: it confirms or forgets the remembered member. */
function confirmMember(locale: Locale) {
  // The member calls load only for visitors who have logged in (first download, decision 0004).
  confirmed ??= import('./session.functions')
    .then(({ getMe }) => getMe({ data: { locale } }))
    .then((me) => (me ? rememberMember(me) : forgetMember()))
    .catch(() => {})
  return confirmed
}

/**
 * Who is logged in, as the header shows it: the server draws the member a page was rendered for
 * (the root loader's `member`: none on a page shared by the cache), so that the header is right
 * without the page's code; after hydration the member remembered in local storage shows at once
 * and the user-info call confirms it. A member the server knew and the browser did not (a log-in
 * without the page's code) is remembered from then on.
 */
export function useMember(): StoredMember | null {
  const locale = useLocale()
  const rendered = useRouterState({
    select: (s) =>
      (s.matches[0]?.loaderData as { member?: StoredMember | null } | undefined)?.member,
  })
  const member = useSyncExternalStore(subscribeStoredMember, storedMember, () => rendered ?? null)
  const known = member !== null
  useEffect(() => {
    if (rendered && storedMember() === null) rememberMember(rendered)
  }, [rendered])
  useEffect(() => {
    if (known) void confirmMember(locale)
  }, [known, locale])
  return member
}

/** Spec §4: sign-out succeeds on the call's success; the remembered member goes, the page reloads. */
export async function signOut(locale: Locale): Promise<boolean> {
  const { logout } = await import('./member.functions')
  const done = await logout({ data: { locale } }).catch(() => null)
  if (!done?.ok) return false
  leave()
  window.location.reload()
  return true
}
