import { expect, it } from 'vitest'
import { toCsv } from './csv'

it('writes UTF-8 CSV with a BOM, quotes what needs it (semicolons too) and defuses formulas', () => {
  const csv = toCsv([
    ['name', 'note'],
    ['王先生', 'says "hi", then\nleaves'],
    ['=cmd|calc', '+1'],
    ['a;b', 'c'],
  ])
  expect(csv.startsWith('\uFEFF')).toBe(true)
  expect(csv).toBe(
    '\uFEFFname,note\r\n王先生,"says ""hi"", then\nleaves"\r\n\'=cmd|calc,\'+1\r\n"a;b",c\r\n',
  )
})
