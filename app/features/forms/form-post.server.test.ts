import { describe, expect, it } from 'vitest'
import { kept, readAll, readFields, sitePath } from './form-post.server'

const form = (body: string, type = 'application/x-www-form-urlencoded') =>
  new Request('http://x/contact/join', { method: 'POST', headers: { 'content-type': type }, body })

describe('readFields', () => {
  it('reads a url-encoded or multipart form as text fields, the first of each name', async () => {
    expect(await readFields(form('name=Li+Lei&phone=138&name=again'))).toEqual({
      name: 'Li Lei',
      phone: '138',
    })
    const data = new FormData()
    data.set('theme', '主题')
    data.set('file', new File(['x'], 'a.txt'))
    const multipart = new Request('http://x/', { method: 'POST', body: data })
    expect(await readFields(multipart)).toEqual({ theme: '主题' })
  })

  it('reads anything else, or a broken form, as no fields', async () => {
    expect(await readFields(form('{"name":"x"}', 'application/json'))).toEqual({})
    expect(await readFields(form('--x', 'multipart/form-data; boundary=y'))).toEqual({})
    expect(await readFields(new Request('http://x/', { method: 'POST' }))).toEqual({})
  })

  it('cuts long values and ignores long names and fields past sixty', async () => {
    const many = Array.from({ length: 80 }, (_, i) => `f${i}=${i}`).join('&')
    const fields = await readFields(form(`${'n'.repeat(41)}=x&long=${'y'.repeat(6000)}&${many}`))
    expect(fields.long).toHaveLength(5000)
    expect(Object.keys(fields)).not.toContain('n'.repeat(41))
    expect(Object.keys(fields)).toHaveLength(60)
  })
})

describe('readAll', () => {
  it('reads every ticked box of a name', async () => {
    expect(await readAll(form('topic=news&topic=products&x=1'), 'topic')).toEqual([
      'news',
      'products',
    ])
  })
})

describe('kept', () => {
  it('keeps the named fields only, a missing one empty: never a field it was not told to', () => {
    expect(
      kept({ account: '138', password: 'secret', email: 'a@b' }, ['account', 'brand']),
    ).toEqual({ account: '138', brand: '' })
  })
})

describe('sitePath', () => {
  it('takes a path of this site and refuses any other address', () => {
    expect(sitePath('/zh/member/subscribe', '/member/user')).toBe('/zh/member/subscribe')
    expect(sitePath('/member/edit-evalute?id=3', '/x')).toBe('/member/edit-evalute?id=3')
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:x',
      '',
      undefined,
      '/ x',
    ]) {
      expect(sitePath(bad, '/member/user'), String(bad)).toBe('/member/user')
    }
  })
})
