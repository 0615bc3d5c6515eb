// The single-machine store: objects are files under one folder (MEDIA_DIR), each key its path.
import { createReadStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import {
  type ByteRange,
  checkKey,
  type ObjectBody,
  type ObjectStore,
  type StoredObject,
} from './store'

/** A file's bytes as a web stream, read as the client takes them. */
function fileStream(path: string, range?: ByteRange): ReadableStream<Uint8Array> {
  const node = createReadStream(path, range)
  const chunks = node[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) controller.close()
      else controller.enqueue(new Uint8Array(next.value))
    },
    cancel() {
      node.destroy()
    },
  })
}

const missing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')

export class DiskStore implements ObjectStore {
  readonly kind = 'disk'
  readonly where: string

  constructor(readonly root: string) {
    this.where = root
  }

  private path(key: string) {
    return join(this.root, checkKey(key))
  }

  async put(key: string, bytes: Uint8Array, _contentType: string) {
    const path = this.path(key)
    await mkdir(dirname(path), { recursive: true })
    // Written beside and renamed into place: a reader finds the old file, or the whole new one.
    const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    try {
      await writeFile(temporary, bytes)
      await rename(temporary, path)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.path(key))
      if (!info.isFile()) return null
      return {
        size: info.size,
        // This machine's own validator: the folder is on one machine only.
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        contentType: undefined,
      }
    } catch (error) {
      if (missing(error)) return null
      throw error
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectBody | null> {
    const found = await this.head(key)
    if (!found) return null
    return { ...found, body: fileStream(this.path(key), range) }
  }

  async delete(key: string) {
    const path = this.path(key)
    await rm(path, { force: true })
    // The folder a media item's widths were in goes with its last file.
    const parent = dirname(path)
    if (parent !== this.root) {
      try {
        if ((await readdir(parent)).length === 0) await rm(parent, { recursive: true })
      } catch (error) {
        if (!missing(error)) throw error
      }
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    // Walk only the folder the prefix points into.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : ''
    const start = folder ? this.path(folder) : this.root
    let entries: import('node:fs').Dirent[]
    try {
      entries = await readdir(start, { recursive: true, withFileTypes: true })
    } catch (error) {
      if (missing(error)) return
      throw error
    }
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue
      const path = join(entry.parentPath, entry.name)
      const key = relative(this.root, path).split(sep).join('/')
      if (!key.startsWith(prefix)) continue
      try {
        yield { key, size: (await stat(path)).size }
      } catch (error) {
        // Deleted while listed.
        if (!missing(error)) throw error
      }
    }
  }
}
