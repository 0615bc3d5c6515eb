// How the staff commands take a password without it ever being on the command line (where
// `ps` and the shell's history would show it): the STAFF_PASSWORD variable, else standard
// input (its first line: `… < file`, a pipe, or typed at a prompt that does not echo it).
import type { Readable, Writable } from 'node:stream'

type Input = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown }

/** The first line of a stream that is not a terminal (a pipe or a file). */
export async function firstLine(input: Readable): Promise<string> {
  let text = ''
  for await (const chunk of input) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

/** A line typed at the terminal, not echoed; Ctrl-C ends the command. */
function typedLine(input: Input, output: Writable, prompt: string): Promise<string> {
  output.write(prompt)
  input.setRawMode?.(true)
  input.resume()
  input.setEncoding('utf8')
  let typed = ''
  return new Promise((done) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          input.setRawMode?.(false)
          input.pause()
          input.off('data', onData)
          output.write('\n')
          done(typed)
          return
        }
        if (char === '\u0003') {
          input.setRawMode?.(false)
          output.write('\n')
          process.exit(130)
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
        else typed += char
      }
    }
    input.on('data', onData)
  })
}

/**
 * The password a command was given: STAFF_PASSWORD, else standard input (asked for on a
 * terminal, twice, the two must match).
 */
export async function readStaffPassword(
  env: NodeJS.ProcessEnv = process.env,
  input: Input = process.stdin,
  output: Writable = process.stderr,
): Promise<string> {
  if (env.STAFF_PASSWORD) return env.STAFF_PASSWORD
  if (!input.isTTY) return firstLine(input)
  const first = await typedLine(input, output, 'New password: ')
  const again = await typedLine(input, output, 'The same again: ')
  if (first !== again) throw new Error('The two passwords differ.')
  return first
}
