// `npm start` builds only when it must (scripts/build-freshness.ts): no build, or a source file
// or folder changed after it. A checkout's own build is current, or npm start would rebuild it.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { staleBuild, watchBuildSources } from '../../scripts/build-freshness.ts'

const root = mkdtempSync(join(tmpdir(), 'build-freshness-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds)

describe('whether npm start builds', () => {
  it('builds when there is no build, and not again once the build is newer than every source', () => {
    mkdirSync(join(root, 'app/routes'), { recursive: true })
    writeFileSync(join(root, 'app/routes/index.tsx'), 'export {}')
    writeFileSync(join(root, 'package.json'), '{}')
    expect(staleBuild(root)).toBe('there is no production build yet')

    mkdirSync(join(root, 'dist/server'), { recursive: true })
    writeFileSync(join(root, 'dist/server/server.js'), '')
    for (const path of ['app/routes/index.tsx', 'app/routes', 'app', 'package.json']) at(path, 1000)
    at('dist/server/server.js', 2000)
    // A build made before the server was an entry of it has no dist/server/serve.js to start.
    expect(staleBuild(root)).toBe('there is no production build yet')
    writeFileSync(join(root, 'dist/server/serve.js'), '')
    expect(staleBuild(root)).toBeUndefined()
  })

  it('builds again when a source file changed after the build', () => {
    at('app/routes/index.tsx', 3000)
    expect(staleBuild(root)).toBe('app/routes/index.tsx changed after the last build')
    at('app/routes/index.tsx', 1000)
  })

  it('builds again when a file was added or deleted (its folder changed)', () => {
    writeFileSync(join(root, 'app/routes/new.tsx'), 'export {}')
    at('app/routes/new.tsx', 1000)
    at('app/routes', 3000)
    expect(staleBuild(root)).toBe('app/routes changed after the last build')
  })
})

describe('what npm run dev:cached watches', () => {
  it('calls once for a burst of changes to the sources, with the last path, and not after it stops', async () => {
    const changes: string[] = []
    const unwatch = watchBuildSources(root, (path) => changes.push(path), 200)
    const quiet = () => new Promise((done) => setTimeout(done, 600))
    try {
      writeFileSync(join(root, 'app/routes/index.tsx'), 'export const a = 1')
      writeFileSync(join(root, 'app/routes/index.tsx'), 'export const a = 2')
      writeFileSync(join(root, 'package.json'), '{ "name": "x" }')
      await quiet()
      expect(changes).toEqual(['package.json'])
      writeFileSync(join(root, 'app/routes/other.tsx'), 'export {}')
      await quiet()
      expect(changes).toEqual(['package.json', join('app', 'routes', 'other.tsx')])
      // The build's output is not a source.
      writeFileSync(join(root, 'dist/server/server.js'), '// built')
      await quiet()
      expect(changes).toHaveLength(2)
    } finally {
      unwatch()
    }
    writeFileSync(join(root, 'app/routes/index.tsx'), 'export const a = 3')
    await quiet()
    expect(changes).toHaveLength(2)
  })
})
