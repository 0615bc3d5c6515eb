// Server code stays out of the browser's bundle: Start's import protection denies every module
// of app/server to the client environment (app/build/import-protection.ts), so `vite build`
// fails on an import the browser's code would keep. This checks that the rule covers the whole
// folder, that what it lets through is what the browser may run, and that the build uses it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, matchesGlob, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BROWSER_SAFE_SERVER_MODULES, importProtection } from '../../app/build/import-protection.ts'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

// Start matches the importee's path from the project's root against these globs.
const matches = (patterns: string[]) => (file: string) =>
  patterns.some((pattern) => matchesGlob(file, pattern))
const denied = (file: string) =>
  matches(importProtection.client.files)(file) &&
  !matches(importProtection.client.excludeFiles)(file)

describe("the browser's bundle and the server's code", () => {
  const serverFiles = sourceFiles('app/server').map((file) => relative('.', file))

  it('denies every module of app/server to the browser but the few it names', () => {
    expect(serverFiles.length).toBeGreaterThan(100)
    const allowed = serverFiles.filter((file) => !denied(file))
    expect(allowed.sort()).toEqual([...BROWSER_SAFE_SERVER_MODULES].sort())
    // The `*.server.ts` modules of the features stay denied as well.
    const serverNamed = sourceFiles('app/features')
      .map((file) => relative('.', file))
      .filter((file) => file.endsWith('.server.ts'))
    expect(serverNamed.length).toBeGreaterThan(0)
    expect(serverNamed.filter((file) => !denied(file))).toEqual([])
  })

  it('lets through only modules whose server half the compiler drops, or plain data', () => {
    for (const file of BROWSER_SAFE_SERVER_MODULES) {
      const text = readFileSync(file, 'utf8')
      const imports = [...text.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gm)]
      const isomorphic = /createIsomorphicFn\(\)|createMiddleware\([^)]*\)\.server\(/.test(text)
      expect({ file, ok: imports.length === 0 || isomorphic }).toEqual({ file, ok: true })
    }
  })

  it('is the rule the build runs with', () => {
    const config = readFileSync('vite.config.ts', 'utf8')
    expect(config).toMatch(/from '\.\/app\/build\/import-protection\.ts'/)
    expect(config).toMatch(/tanstackStart\(\{[\s\S]*?\n\s+importProtection,\n/)
  })
})
