// Set-up of every unit test file (vitest.config.ts `setupFiles`).
import { inject } from 'vitest'
import { watchConsoleErrors } from './console-errors.ts'

// The run's template databases (tests/setup/test-db-templates.ts), for app/server/db/test-db.ts
// and the child processes a test starts.
process.env.TEST_DB_TEMPLATES = JSON.stringify(inject('testDbTemplates'))

watchConsoleErrors()
