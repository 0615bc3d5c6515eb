// Server code stays out of the browser's bundle: Start's import protection denies every module
// of app/server to the client environment (app/build/import-protection.ts), so `vite build`
// fails on an import the browser's code would keep. This checks that the rule covers the whole
// folder with no exception, and that the build uses it; the floors test
// (module-graph.test.ts) fails the same imports earlier, without a build.
import { readFileSync } from 'node:fs'
import { matchesGlob, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importProtection } from '../../app/build/import-protection.ts'
import { sourceFiles } from './floors.ts'

// Start matches the importee's path from the project's root against these globs.
const matches = (patterns: string[]) => (file: string) =>
  patterns.some((pattern) => matchesGlob(file, pattern))
const denied = (file: string) =>
  matches(importProtection.client.files)(file) &&
  !matches(importProtection.client.excludeFiles)(file)

describe("the browser's bundle and the server's code", () => {
  it('denies every module of app/server to the browser, and every *.server.* module', () => {
    const serverFiles = sourceFiles('app/server').map((file) => relative('.', file))
    expect(serverFiles.length).toBeGreaterThan(100)
    expect(serverFiles.filter((file) => !denied(file))).toEqual([])
    const serverNamed = sourceFiles('app/features')
      .map((file) => relative('.', file))
      .filter((file) => file.endsWith('.server.ts'))
    expect(serverNamed.length).toBeGreaterThan(0)
    expect(serverNamed.filter((file) => !denied(file))).toEqual([])
  })

  it('lets the isomorphic modules through, none of them in app/server', () => {
    const isomorphic = sourceFiles('app')
      .map((file) => relative('.', file))
      .filter((file) => /\.isomorphic\.tsx?$/.test(file))
    expect(isomorphic.length).toBeGreaterThan(4)
    expect(isomorphic.filter(denied)).toEqual([])
  })

  it('is the rule the build runs with', () => {
    const config = readFileSync('vite.config.ts', 'utf8')
    expect(config).toMatch(/from '\.\/app\/build\/import-protection\.ts'/)
    expect(config).toMatch(/tanstackStart\(\{[\s\S]*?\n\s+importProtection,\n/)
  })
})
