import { expect, it } from 'vitest'
import { alternateLinks } from './alternates'

it('links both language twins and marks the page itself canonical', () => {
  const links = alternateLinks('https://www.example.com', '/zh/about/news')
  expect(links).toEqual([
    { rel: 'canonical', href: 'https://www.example.com/zh/about/news' },
    { rel: 'alternate', hrefLang: 'en', href: 'https://www.example.com/about/news' },
    { rel: 'alternate', hrefLang: 'zh-CN', href: 'https://www.example.com/zh/about/news' },
    { rel: 'alternate', hrefLang: 'x-default', href: 'https://www.example.com/about/news' },
  ])
  expect(alternateLinks('', '/')[0]).toEqual({ rel: 'canonical', href: '/' })
  expect(alternateLinks('', '/service/download/')[1]).toEqual({
    rel: 'alternate',
    hrefLang: 'en',
    href: '/service/download',
  })
  expect(alternateLinks('', '/zh')[2]).toEqual({ rel: 'alternate', hrefLang: 'zh-CN', href: '/zh' })
})
