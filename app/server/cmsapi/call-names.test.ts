import { describe, expect, it } from 'vitest'
import { listCmsRoutes } from '~/server/cms/core'
import '~/server/cms/service'
import { CMS_CALLS, callNameOf, findCmsCall } from './call-names'

describe('the calls of the contract', () => {
  it('are exactly the calls the embedded content service answers', () => {
    const embedded = listCmsRoutes()
      .map(([method, path]) => `${method} ${path}`)
      .sort()
    expect([...CMS_CALLS].sort()).toEqual(embedded)
  })

  it('are found by method and name only', () => {
    expect(findCmsCall('POST', 'common/cmsContent/list')).toEqual({
      method: 'POST',
      name: 'common/cmsContent/list',
    })
    expect(findCmsCall('GET', 'common/cmsContent/list')).toBeUndefined()
    expect(findCmsCall('GET', 'common/cmsContent/detail/../list')).toBeUndefined()
  })
})

describe('callNameOf', () => {
  it('decodes a name once', () => {
    expect(callNameOf('common/cmsContent/list')).toEqual({ name: 'common/cmsContent/list' })
    expect(callNameOf('common/cms%43ontent/list')).toEqual({ name: 'common/cmsContent/list' })
    // Encoded twice: decoded once it names no call (and is not decoded again).
    expect(callNameOf('common/%252e%252e/evil')).toEqual({ name: 'common/%2e%2e/evil' })
  })

  it('refuses dot segments, encoded slashes, backslashes, empty segments and bad encoding', () => {
    for (const path of [
      '..%2f..%2fevil.html',
      '..%2F..%2Fevil.html',
      '..%5c..%5cevil.html',
      'common/..\\..\\evil.html',
      'common/%2e%2e/%2e%2e/evil.html',
      'common/../evil.html',
      'common/./cmsContent/list',
      'common//cmsContent/list',
      'common/cmsContent/list%00',
      'common/%E0%A4%A',
      '',
    ]) {
      expect(callNameOf(path), path).toEqual({ malformed: true })
    }
  })
})
