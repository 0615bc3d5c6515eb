// Makes new random anti-counterfeit codes and writes them as CSV (code,product,batch).
// Usage: npm run codes:generate -- --count 1000 --length 16|20 --product ID [--batch B] [--out FILE]
import { randomInt } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { parseArgs } from 'node:util'

/** No 0/O, 1/I/L: codes are read off labels and typed in by people. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

const { values } = parseArgs({
  options: {
    count: { type: 'string' },
    length: { type: 'string', default: '16' },
    product: { type: 'string' },
    batch: { type: 'string', default: new Date().toISOString().slice(0, 7) },
    out: { type: 'string' },
  },
})
const count = Number(values.count)
const length = Number(values.length)
const product = Number(values.product)
if (!Number.isInteger(count) || count < 1 || count > 50_000_000) {
  console.error('--count must be a whole number from 1 to 50,000,000')
  process.exit(2)
}
if (length !== 16 && length !== 20) {
  console.error('--length must be 16 or 20')
  process.exit(2)
}
if (!Number.isInteger(product) || product < 1) {
  console.error('--product must be a product id')
  process.exit(2)
}
const out = values.out ? createWriteStream(values.out, { mode: 0o600 }) : process.stdout
const seen = new Set<string>()
let buffer = 'code,product,batch\n'
for (let i = 0; i < count; i++) {
  let code = ''
  do {
    code = ''
    for (let j = 0; j < length; j++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  } while (count <= 5_000_000 && seen.has(code))
  if (count <= 5_000_000) seen.add(code)
  buffer += `${code},${product},${values.batch}\n`
  if (buffer.length > 1 << 20) {
    if (!out.write(buffer)) await new Promise<void>((r) => out.once('drain', () => r()))
    buffer = ''
  }
}
out.write(buffer)
if (out !== process.stdout) out.end()
