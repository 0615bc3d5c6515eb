import { describe, expect, it } from 'vitest'
import { normalizeMenu } from './menu'

describe('normalizeMenu', () => {
  it('collapses an item with a single child into its parent, taking the child link and type', () => {
    const [item] = normalizeMenu([
      {
        name: 'Mall',
        outerChain: '/ignored',
        chainType: '内链',
        child: [{ name: 'Tmall', outerChain: 'https://mall.example.com', chainType: '外链' }],
      },
    ])
    expect(item).toEqual({
      name: 'Mall',
      href: 'https://mall.example.com',
      external: true,
      children: [],
    })
  })

  it('keeps several children and marks only 外链 as external', () => {
    const [item] = normalizeMenu([
      {
        name: 'About',
        outerChain: '/about/about-us',
        child: [
          { name: 'Us', outerChain: '/about/about-us', chainType: '内链' },
          { name: 'News', outerChain: '/about/news', chainType: null },
        ],
      },
    ])
    expect(item?.children.map((c) => [c.href, c.external])).toEqual([
      ['/about/about-us', false],
      ['/about/news', false],
    ])
  })

  it('drops links that are neither site paths nor http(s) URLs', () => {
    const items = normalizeMenu([
      { name: 'x', outerChain: 'javascript:alert(1)' },
      { name: 'y', outerChain: '//evil.example.com' },
    ])
    expect(items.map((i) => i.href)).toEqual(['', ''])
  })
})
