import { describe, expect, it } from 'vitest'
import { allowedMethods } from './methods'

describe('allowedMethods', () => {
  it('lets the pages with a form take its POST, in both languages', () => {
    for (const path of ['/login', '/zh/register', '/contact/join', '/zh/member/subscribe']) {
      expect(allowedMethods(path), path).toEqual(['GET', 'HEAD', 'POST'])
    }
    expect(allowedMethods('/service/modules/fwcheck/')).toEqual(['GET', 'HEAD', 'POST'])
  })

  it('keeps every other page read-only, and sign-out and share POST-only', () => {
    for (const path of [
      '/',
      '/zh',
      '/about/culture',
      '/member/shareList',
      '/loginx',
      '/zhx/login',
    ]) {
      expect(allowedMethods(path), path).toEqual(['GET', 'HEAD'])
    }
    expect(allowedMethods('/logout')).toEqual(['POST'])
    expect(allowedMethods('/zh/logout')).toEqual(['POST'])
    expect(allowedMethods('/_serverFn/abc')).toEqual(['GET', 'POST'])
    expect(allowedMethods('/api/captcha')).toBeNull()
  })
})
