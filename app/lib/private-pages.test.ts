import { expect, it } from 'vitest'
import { isPrivatePage } from './private-pages'

it('marks sign-in, member, bad-request and comparison pages private in both languages', () => {
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
    '/product/compare',
    '/zh/product/compare/',
  ]) {
    expect(isPrivatePage(path), path).toBe(true)
  }
})

it('leaves the pages a search should find public', () => {
  for (const path of [
    '/',
    '/zh',
    '/about/news',
    '/product/list',
    '/product/detail/3',
    '/product/comparex',
    '/loginx',
    '/members',
    '/4000',
  ]) {
    expect(isPrivatePage(path), path).toBe(false)
  }
})
