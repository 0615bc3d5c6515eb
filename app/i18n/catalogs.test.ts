import { describe, expect, it } from 'vitest'
import { catalogsForPath } from './catalogs'

describe('catalogsForPath', () => {
  it('gives the home page its own part beside the frame, the error pages the frame only', () => {
    expect(catalogsForPath('/')).toEqual(['messages', 'home'])
    expect(catalogsForPath('/zh')).toEqual(['messages', 'home'])
    expect(catalogsForPath('/400')).toEqual(['messages'])
  })

  it('adds the section of the page in either language', () => {
    expect(catalogsForPath('/about/news/detail/3')).toEqual(['messages', 'about'])
    expect(catalogsForPath('/zh/service/download')).toEqual(['messages', 'service'])
    expect(catalogsForPath('/recruits/recruit')).toEqual(['messages', 'recruits'])
  })

  it('adds the member catalogue to member pages, the sign-in panel to sign-in pages, the captcha to the code check; the forms come with their code', () => {
    expect(catalogsForPath('/zh/contact/join')).toEqual(['messages', 'contact'])
    expect(catalogsForPath('/service/reservation')).toEqual(['messages', 'service'])
    expect(catalogsForPath('/service/modules/fwcheck')).toEqual(['messages', 'service', 'captcha'])
    expect(catalogsForPath('/member/user')).toEqual(['messages', 'member'])
    expect(catalogsForPath('/zh/member/evaluate')).toEqual(['messages', 'member'])
    expect(catalogsForPath('/zh/login/login')).toEqual(['messages', 'auth'])
    expect(catalogsForPath('/register')).toEqual(['messages', 'auth'])
    expect(catalogsForPath('/forget')).toEqual(['messages', 'auth'])
    expect(catalogsForPath('/contact/contact-us')).toEqual(['messages', 'contact'])
    expect(catalogsForPath('/service/reservations')).toEqual(['messages', 'service'])
    // The parts search has its own words beside the section's.
    expect(catalogsForPath('/zh/service/parts')).toEqual(['messages', 'service', 'parts'])
    expect(catalogsForPath('/service/search')).toEqual(['messages', 'service'])
  })

  it('gives the staff console its own catalogue, which no public page loads', () => {
    expect(catalogsForPath('/staff')).toEqual(['messages', 'staff', 'forms', 'member', 'auth'])
    expect(catalogsForPath('/staff/submissions/3')).toEqual([
      'messages',
      'staff',
      'forms',
      'member',
      'auth',
    ])
    for (const path of ['/', '/zh/member/user', '/contact/join', '/staffing']) {
      expect(catalogsForPath(path)).not.toContain('staff')
    }
  })
})
