import { createContext, useContext } from 'react'
import type { Locale } from '~/i18n/locale'
import { can, type Permission } from '~/shared/staff/roles'
import type { Me } from './types'

export type ConsoleState = { me: Me; locale: Locale; setLocale: (locale: Locale) => void }

export const ConsoleContext = createContext<ConsoleState | null>(null)

/** The signed-in staff user and the console's language. */
export function useConsole(): ConsoleState {
  const state = useContext(ConsoleContext)
  if (!state) throw new Error('useConsole outside the staff console')
  return state
}

export function useCan(permission: Permission): boolean {
  return can(useConsole().me.role, permission)
}
