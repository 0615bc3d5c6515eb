import { expect, it } from 'vitest'
import { auditChanges, auditTitle } from './audit-diff'

const before = {
  id: '6f1c2b9e-uuid',
  status: 'published',
  state: 'published',
  updatedAt: '2026-11-25T10:00:00.000Z',
  cover: '',
  en: { id: 12, title: 'Old title', summary: 'Same' },
  zh: { id: 13, title: '旧标题', summary: '相同' },
}
const after = {
  ...before,
  updatedAt: '2026-11-25T11:00:00.000Z',
  cover: '/media/u/abc/800.webp',
  en: { id: 12, title: 'New title', summary: 'Same' },
}

it('names a content item by its title in the reader’s language, not its key', () => {
  expect(auditTitle('en', before, after)).toBe('New title')
  expect(auditTitle('zh', before, after)).toBe('旧标题')
  expect(auditTitle('en', { email: 'editor@example.com', role: 'editor' }, null)).toBe(
    'editor@example.com',
  )
  expect(auditTitle('en', null, { rows: 3 })).toBeNull()
})

it('lists only the fields that changed, as field: before → after', () => {
  expect(auditChanges(before, after)).toEqual([
    { field: 'cover', before: '', after: '/media/u/abc/800.webp' },
    { field: 'en.title', before: 'Old title', after: 'New title' },
  ])
  expect(auditChanges(null, { status: 'done' })).toEqual([
    { field: 'status', before: '', after: 'done' },
  ])
})
