// Vitest's global set-up: the run's template databases, migrated and seeded once, instead of
// once per test file (each used to migrate and seed its own). The test files copy them
// (app/server/db/test-db.ts); their places reach the workers through `provide`, and
// tests/setup/unit.ts hands them on as TEST_DB_TEMPLATES.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { makeTestDbTemplates, type TestDbTemplates } from '../../app/server/db/test-db.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplates: TestDbTemplates
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'test-db-'))
  const made = await makeTestDbTemplates(dir)
  project.provide('testDbTemplates', made.templates)
  return async () => {
    await made.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}
