import { expect, it } from 'vitest'
import { isPrivatePage } from './private-pages'

it('marks sign-in, member and bad-request pages private in both languages', () => {
  for (const path of [
    '/login',
    '/login/login',
    '/zh/register',
    '/forget',
    '/zh/forget/',
    '/member/user',
    '/zh/member/warranty/dealers',
    '/400',
    '/zh/400',
  ]) {
    expect(isPrivatePage(path), path).toBe(true)
  }
})

it('leaves the pages a search should find public', () => {
  for (const path of ['/', '/zh', '/about/news', '/product/list', '/loginx', '/members', '/4000']) {
    expect(isPrivatePage(path), path).toBe(false)
  }
})
