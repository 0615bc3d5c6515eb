// @vitest-environment happy-dom
import { afterAll, expect, it, vi } from 'vitest'

// A module of its own for this file: signing out stays in force until the page reloads, and
// the worker's other files share its modules.
vi.resetModules()
const { leave, rememberMember, STORED_MEMBER_KEY, storedMember } = await import('./stored-member')
afterAll(() => {
  vi.resetModules()
})

it('keeps the member forgotten after sign-out, whatever user-info answer arrives before the reload', () => {
  rememberMember({ account: '13800000000', nickname: 'Wang' })
  expect(storedMember()).toEqual({ account: '13800000000', nickname: 'Wang' })
  leave()
  expect(storedMember()).toBeNull()
  // The user-info call asked before the sign-out answers for the member.
  rememberMember({ account: '13800000000', nickname: 'Wang' })
  expect(storedMember()).toBeNull()
  expect(window.localStorage.getItem(STORED_MEMBER_KEY)).toBeNull()
})
