import { expect, it } from 'vitest'
import { shareUrls } from './share-links'

it('puts the encoded page URL and site title into every share link', () => {
  const links = shareUrls('http://localhost:3000/zh/about/news?x=1&y=2', '东成 & Co')
  for (const href of Object.values(links)) {
    const u = new URL(href)
    expect(u.searchParams.get('url')).toBe('http://localhost:3000/zh/about/news?x=1&y=2')
    expect(u.searchParams.get('title')).toBe('东成 & Co')
  }
  expect(new URL(links.weibo).hostname).toBe('service.weibo.com')
  expect(new URL(links.qq).hostname).toBe('connect.qq.com')
  expect(new URL(links.qzone).hostname).toBe('sns.qzone.qq.com')
})
