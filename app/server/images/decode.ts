import pLimit from 'p-limit'
import type Sharp from 'sharp'

/**
 * Pictures sent to the site (receipt photos, the media library) are decoded and encoded one at a
 * time in a process: a large one holds a core for seconds and hundreds of megabytes, so eight at
 * once would hold both cores and a gigabyte. The others wait their turn here.
 */
const decoder = pLimit(1)

/** Why the bytes sent are no picture the site takes. */
export type Unreadable = 'pixels' | 'corrupt'

/**
 * A picture refused while it was read: more pixels than its caller's cap (sharp's
 * limitInputPixels), or bytes that are no picture or a damaged one. The caller answers it with a
 * 4xx in the reader's language, never a 500.
 */
export class UnreadableImage extends Error {
  readonly reason: Unreadable

  constructor(reason: Unreadable, cause?: unknown) {
    super(reason === 'pixels' ? 'the picture has too many pixels' : 'the picture cannot be read', {
      cause,
    })
    this.name = 'UnreadableImage'
    this.reason = reason
  }
}

/** What sharp's failure says about the picture: its pixel limit, else bytes it cannot decode. */
export function unreadableOf(error: unknown): UnreadableImage {
  if (error instanceof UnreadableImage) return error
  const message = error instanceof Error ? error.message : ''
  return new UnreadableImage(/pixel limit/i.test(message) ? 'pixels' : 'corrupt', error)
}

/**
 * Runs `work` with sharp once no other picture is being decoded in this process. Whatever sharp
 * throws while it reads the bytes becomes an UnreadableImage: the bytes came from a caller, so a
 * failure to read them is theirs to hear about. Work that is not sharp's (writing files, queries)
 * stays outside `work`.
 */
export async function decodeOneAtATime<T>(work: (sharp: typeof Sharp) => Promise<T>): Promise<T> {
  const { default: sharp } = await import('sharp')
  return decoder(async () => {
    try {
      return await work(sharp)
    } catch (error) {
      throw unreadableOf(error)
    }
  })
}
