import { useEffect, useSyncExternalStore } from 'react'
import type { Locale } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import {
  forgetMember,
  rememberMember,
  type StoredMember,
  storedMember,
  subscribeStoredMember,
} from './stored-member'

const loggedOutOnServer = () => null

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
 * Who is logged in, as the header shows it: the server render is always logged out (pages are
 * shared by a cache); after hydration the member remembered in local storage shows at once and
 * the user-info call confirms it.
 */
export function useMember(): StoredMember | null {
  const locale = useLocale()
  const member = useSyncExternalStore(subscribeStoredMember, storedMember, loggedOutOnServer)
  const known = member !== null
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
  forgetMember()
  window.location.reload()
  return true
}
