import { describe, expect, it } from 'vitest'
import { catalogsForPath } from './catalogs'

describe('catalogsForPath', () => {
  it('gives the home and error pages the frame catalogue only', () => {
    expect(catalogsForPath('/')).toEqual(['messages'])
    expect(catalogsForPath('/zh')).toEqual(['messages'])
    expect(catalogsForPath('/400')).toEqual(['messages'])
  })

  it('adds the section of the page in either language', () => {
    expect(catalogsForPath('/about/news/detail/3')).toEqual(['messages', 'about'])
    expect(catalogsForPath('/zh/service/download')).toEqual(['messages', 'service'])
    expect(catalogsForPath('/recruits/recruit')).toEqual(['messages', 'recruits'])
  })

  it('adds the form catalogue to form, sign-in and member pages only', () => {
    expect(catalogsForPath('/zh/contact/join')).toEqual(['messages', 'contact', 'forms'])
    expect(catalogsForPath('/service/modules/fwcheck')).toEqual(['messages', 'service', 'forms'])
    expect(catalogsForPath('/member/user')).toEqual(['messages', 'forms'])
    expect(catalogsForPath('/zh/login/login')).toEqual(['messages', 'forms'])
    expect(catalogsForPath('/register')).toEqual(['messages', 'forms'])
    expect(catalogsForPath('/contact/contact-us')).toEqual(['messages', 'contact'])
    expect(catalogsForPath('/service/reservations')).toEqual(['messages', 'service'])
  })

  it('gives the staff console its own catalogue, which no public page loads', () => {
    expect(catalogsForPath('/staff')).toEqual(['messages', 'staff', 'forms'])
    expect(catalogsForPath('/staff/submissions/3')).toEqual(['messages', 'staff', 'forms'])
    for (const path of ['/', '/zh/member/user', '/contact/join', '/staffing']) {
      expect(catalogsForPath(path)).not.toContain('staff')
    }
  })
})
