import { describe, expect, it } from 'vitest'
import { nestsDeeperThan, parseJsonText, readBodyText } from './json-body'

describe('JSON body limits', () => {
  it('counts nesting without parsing, brackets inside strings aside', () => {
    expect(nestsDeeperThan('[[[1]]]', 3)).toBe(false)
    expect(nestsDeeperThan('[[[[1]]]]', 3)).toBe(true)
    expect(nestsDeeperThan('{"a":"[[[[[[\\"[[["}', 1)).toBe(false)
    expect(nestsDeeperThan('['.repeat(450_000), 32)).toBe(true)
  })

  it('refuses what is too deep or not JSON, and parses the rest', () => {
    expect(parseJsonText('['.repeat(100))).toMatchObject({ status: 400 })
    expect(parseJsonText('{"a":')).toMatchObject({ status: 400 })
    expect(parseJsonText('{"a":[1,{"b":2}]}')).toEqual({ value: { a: [1, { b: 2 }] } })
  })

  it('reads at most maxBytes of valid UTF-8', async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      new Request('http://x/', { method: 'POST', body, headers })
    expect(await readBodyText(post('héllo'), 100)).toEqual({ text: 'héllo' })
    expect(await readBodyText(post('x'.repeat(101)), 100)).toMatchObject({ status: 413 })
    // A body whose length is not declared is cut off as it arrives.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(50))
        controller.close()
      },
    })
    const streamed: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      body: stream,
      duplex: 'half',
    }
    expect(await readBodyText(new Request('http://x/', streamed), 100)).toMatchObject({
      status: 413,
    })
    expect(await readBodyText(post(new Uint8Array([0xff, 0xfe])), 100)).toMatchObject({
      status: 400,
    })
  })
})
