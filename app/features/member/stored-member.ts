/**
 * The logged-in member as the browser remembers it (spec §4: "logged-in state is persisted in
 * local storage"): the account and nickname the header shows, never the token (an HttpOnly
 * cookie). Written on log-in and whenever the user-info call confirms the member; cleared on
 * sign-out and when a member call answers "not logged in".
 */
export type StoredMember = { account: string; nickname: string }

export const STORED_MEMBER_KEY = 'userInfo'

function parse(raw: string | null): StoredMember | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const account = Reflect.get(value, 'account')
    const nickname = Reflect.get(value, 'nickname')
    if (typeof account !== 'string' || account === '') return null
    return { account, nickname: typeof nickname === 'string' ? nickname : '' }
  } catch {
    return null
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage can be switched off (private modes, policies): the cookie still says who it is.
    return null
  }
}

/** The readable userInfo cookie the server sets on log-in (members from before local storage). */
function fromCookie(): StoredMember | null {
  const raw = document.cookie.split('; ').find((c) => c.startsWith('userInfo='))
  if (!raw) return null
  try {
    return parse(decodeURIComponent(decodeURIComponent(raw.slice('userInfo='.length))))
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
let current: StoredMember | null | undefined

function read(): StoredMember | null {
  return parse(storage()?.getItem(STORED_MEMBER_KEY) ?? null) ?? fromCookie()
}

function publish(next: StoredMember | null) {
  current = next
  for (const listener of listeners) listener()
}

/** The remembered member (one object until it changes, as useSyncExternalStore needs). */
export function storedMember(): StoredMember | null {
  if (current === undefined) current = read()
  return current
}

/** Set on sign-out, until the reload that follows it: see `leave`. */
let left = false

export function rememberMember(member: { account: string; nickname?: string | null }) {
  if (left || typeof window === 'undefined') return
  const next = { account: member.account, nickname: member.nickname ?? '' }
  storage()?.setItem(STORED_MEMBER_KEY, JSON.stringify(next))
  const before = storedMember()
  if (before?.account !== next.account || before.nickname !== next.nickname) publish(next)
}

/** Forgets the member here (the session cookies are the server's to clear). */
export function forgetMember() {
  if (typeof window === 'undefined') return
  storage()?.removeItem(STORED_MEMBER_KEY)
  // The readable cookie would bring the member back on the next read.
  // biome-ignore lint/suspicious/noDocumentCookie: removing our own readable cookie
  document.cookie = 'userInfo=; Path=/; Max-Age=0; SameSite=Lax'
  if (storedMember() !== null) publish(null)
}

/**
 * Signing out: forgets the member, and a user-info answer still on its way (asked before the
 * sign-out, answered for the member) no longer brings the member back before the page reloads.
 */
export function leave() {
  left = true
  forgetMember()
}

export function subscribeStoredMember(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab signing in or out changes what this one shows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORED_MEMBER_KEY || event.key === null) publish(read())
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
