import { expect, it } from 'vitest'
import { alternateLinks } from './alternates'
import { detailTwins, switchHref, twinsOf } from './twins'

const news = (id: number) => `/about/news/detail/${id}`

it('a detail with a twin links it; without one the switch goes to the list and hreflang leaves it out', () => {
  const both = detailTwins('en', 3, { en: 3, zh: 17 }, news, '/about/news')
  expect(both).toEqual({ list: '/about/news', en: news(3), zh: news(17) })
  expect(switchHref(both, 'zh', '/about/news/detail/3', '')).toBe('/zh/about/news/detail/17')

  const alone = detailTwins('en', 3, { en: 3 }, news, '/about/news')
  expect(switchHref(alone, 'zh', '/about/news/detail/3', '')).toBe('/zh/about/news')
  expect(alternateLinks('https://x.example', '/about/news/detail/3', alone)).toEqual([
    { rel: 'canonical', href: 'https://x.example/about/news/detail/3' },
    { rel: 'alternate', hrefLang: 'en', href: 'https://x.example/about/news/detail/3' },
    { rel: 'alternate', hrefLang: 'x-default', href: 'https://x.example/about/news/detail/3' },
  ])

  // A content service without alternates (a legacy upstream): the page is still its own twin.
  const legacy = detailTwins('zh', 9, undefined, news, '/about/news')
  expect(switchHref(legacy, 'en', '/zh/about/news/detail/9', '')).toBe('/about/news')
  const zhOnly = alternateLinks('', '/zh/about/news/detail/9', legacy)
  expect(zhOnly.map((l) => l.hrefLang ?? l.rel)).toEqual(['canonical', 'zh-CN'])
})

it('a page without twins keeps its path and query; a filtered list takes its mapped query', () => {
  expect(switchHref(undefined, 'zh', '/about/honor', '?x=1')).toBe('/zh/about/honor?x=1')
  expect(switchHref(undefined, 'en', '/zh', '')).toBe('/')
  const list = { en: '/product/list?category=3', zh: '/product/list?category=11' }
  expect(switchHref(list, 'zh', '/product/list', '?category=3&page=2')).toBe(
    '/zh/product/list?category=11',
  )
  expect(alternateLinks('', '/product/list', list)[2]).toEqual({
    rel: 'alternate',
    hrefLang: 'zh-CN',
    href: '/zh/product/list',
  })
})

it('reads twins from loader data and ignores anything else', () => {
  expect(twinsOf({ twins: { en: '/a', zh: 3, list: '/l' } })).toEqual({ en: '/a', list: '/l' })
  expect(twinsOf(null)).toBeUndefined()
  expect(twinsOf([1, 2])).toBeUndefined()
})
