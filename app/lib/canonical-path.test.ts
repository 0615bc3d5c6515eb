import { describe, expect, it } from 'vitest'
import { canonicalPathOf } from './canonical-path'

describe('canonicalPathOf', () => {
  it('is null for the address the router would build itself', () => {
    expect(canonicalPathOf('/', '/')).toBeNull()
    expect(canonicalPathOf('/about/news?page=2', '/about/news/')).toBeNull()
    expect(canonicalPathOf('/zh/about/news/detail/5#top', '/zh/about/news/detail/5')).toBeNull()
    expect(canonicalPathOf('/contact/modules/networkCn', '/contact/modules/networkCn')).toBeNull()
  })

  it('names the page for another letter case or percent-encoding', () => {
    expect(canonicalPathOf('/About/News', '/about/news/')).toBe('/about/news')
    expect(canonicalPathOf('/contact/modules/NETWORKCN', '/contact/modules/networkCn')).toBe(
      '/contact/modules/networkCn',
    )
    expect(canonicalPathOf('/about/news/detail/%31?x=1', '/about/news/detail/1')).toBe(
      '/about/news/detail/1',
    )
    expect(canonicalPathOf('/about/%6Eews', '/about/news/')).toBe('/about/news')
  })
})
