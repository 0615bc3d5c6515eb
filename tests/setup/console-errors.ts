// A test that makes something log through `console.error` (React's warnings, a failed render,
// an unhandled rejection a library reports) fails, unless the test says which error it expects
// with `expectConsoleError`: an error nobody looks at is a fault nobody fixes.
import { afterEach, beforeEach } from 'vitest'

const original = console.error
let logged: string[] = []
let expected: Array<{ pattern: RegExp; seen: boolean }> = []

const text = (args: unknown[]) =>
  args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' ')

/**
 * The current test expects `console.error` to log a message matching `pattern`: it is printed
 * but does not fail the test, and the test fails if no such message comes.
 */
export function expectConsoleError(pattern: RegExp) {
  expected.push({ pattern, seen: false })
}

export function watchConsoleErrors() {
  beforeEach(() => {
    logged = []
    expected = []
    console.error = (...args: unknown[]) => {
      const message = text(args)
      const match = expected.find((one) => one.pattern.test(message))
      if (match) match.seen = true
      else logged.push(message)
      original(...args)
    }
  })
  afterEach(() => {
    console.error = original
    const missing = expected.filter((one) => !one.seen).map((one) => String(one.pattern))
    const unexpected = logged
    logged = []
    expected = []
    if (unexpected.length > 0) {
      throw new Error(
        `console.error was called ${unexpected.length} time(s):\n${unexpected.map((m) => m.slice(0, 2000)).join('\n---\n')}`,
      )
    }
    if (missing.length > 0) {
      throw new Error(`the test expected a console.error that did not come: ${missing.join(', ')}`)
    }
  })
}
