import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ContentImage } from './content-image'

const HASH = '0123456789abcdef0123456789abcdef'

describe('ContentImage', () => {
  it('crops an upload around the focal point its reference carries, and fetches it without', () => {
    const html = renderToStaticMarkup(
      <ContentImage src={`/media/u/${HASH}/1280.webp#fp=20,85`} sizes="100vw" alt="Drill" />,
    )
    expect(html).toContain(`src="/media/u/${HASH}/1280.webp"`)
    expect(html).toContain('object-position:20% 85%')
    expect(html).not.toContain('#fp')
    expect(html).toContain(`/media/u/${HASH}/640.avif 640w`)
  })

  it('keeps the centre (no position of its own) for a plain reference', () => {
    const html = renderToStaticMarkup(
      <ContentImage src={`/media/u/${HASH}/1280.webp`} sizes="100vw" alt="" />,
    )
    expect(html).not.toContain('object-position')
  })
})
