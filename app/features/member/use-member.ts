import { useEffect, useState } from 'react'
import { useLocale } from '~/i18n/use-locale'

function cookieUser(): { account: string } | null {
  const raw = document.cookie.split('; ').find((c) => c.startsWith('userInfo='))
  if (!raw) return null
  try {
    const parsed = JSON.parse(decodeURIComponent(decodeURIComponent(raw.slice('userInfo='.length))))
    return typeof parsed?.account === 'string' ? { account: parsed.account } : null
  } catch {
    return null
  }
}

/**
 * Who is logged in, as the header shows it: the server render is always logged out (pages are
 * shared by a cache); after mount the readable userInfo cookie shows the account at once and
 * the user-info call (spec §7) confirms it.
 */
export function useMember() {
  const locale = useLocale()
  const [member, setMember] = useState<{ account: string } | null>(null)
  useEffect(() => {
    const fromCookie = cookieUser()
    if (!fromCookie) return
    setMember(fromCookie)
    let live = true
    // The member calls load only for visitors who have logged in (first download, decision 0004).
    import('./member.functions')
      .then(({ getMe }) => getMe({ data: { locale } }))
      .then((me) => live && setMember(me ? { account: me.account } : null))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [locale])
  return member
}
