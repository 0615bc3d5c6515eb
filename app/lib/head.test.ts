import { expect, it } from 'vitest'
import { formatTitle } from './head'

it('uses the {page} - {site title} template and falls back to the site title', () => {
  expect(formatTitle('News', 'Acme Tools')).toBe('News - Acme Tools')
  expect(formatTitle(undefined, 'Acme Tools')).toBe('Acme Tools')
  expect(formatTitle('', 'Acme Tools')).toBe('Acme Tools')
})
