// How well scripts read the image captcha: the template-matching solver of
// captcha-solver-lib.ts (two methods × four preprocessings) over fresh pictures, with the
// control (the same glyphs undistorted) beside it, and tesseract.js when it is installed
// (not a dependency: `npm install --no-save tesseract.js@6.0.1 @tesseract.js-data/eng@1.0.0`;
// its English model comes from that npm package, nothing is downloaded). Also the cost of
// drawing a picture (wall and CPU time) and its size.
// Usage: npx tsx bench/captcha-solver.ts   (BENCH_CAPTCHAS=300 pictures, the default)
// Target: every method ≤ 5 % solved; the control ≥ 80 % (else the solver proves nothing).
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  CAPTCHA_ALPHABET,
  captchaText,
  drawCaptcha,
  glyphMasks,
} from '../app/server/cms/captcha-image.ts'
import { plainPicture, solveRates } from './captcha-solver-lib.ts'

const count = Number(process.env.BENCH_CAPTCHAS ?? 300)
const percent = (share: number) => `${(share * 100).toFixed(1)} %`

// Drawing: the first picture rasterizes the glyphs once per process.
let started = performance.now()
await glyphMasks()
console.log(`glyphs rasterized once per process: ${(performance.now() - started).toFixed(0)} ms`)
const pictures: { text: string; bytes: Uint8Array }[] = []
const cpu = process.cpuUsage()
started = performance.now()
for (let i = 0; i < count; i++) {
  const text = captchaText()
  pictures.push({ text, bytes: await drawCaptcha(text) })
}
const wall = (performance.now() - started) / count
const used = process.cpuUsage(cpu)
const bytes = pictures.reduce((sum, p) => sum + p.bytes.length, 0) / count
console.log(
  `drawing: ${wall.toFixed(2)} ms a picture (wall), ${((used.user + used.system) / 1000 / count).toFixed(2)} ms CPU, ${Math.round(bytes)} bytes (WebP), over ${count}`,
)

const control = await Promise.all(
  Array.from({ length: 100 }, async () => {
    const text = captchaText()
    return { text, bytes: await plainPicture(text) }
  }),
)
const table = (rows: Awaited<ReturnType<typeof solveRates>>) =>
  rows.map((r) => ({
    method: r.method,
    preprocessing: r.variant,
    solved: percent(r.solved),
    'characters right': percent(r.chars),
  }))
console.log('\ncontrol: 100 undistorted pictures of the same glyphs')
console.table(table(await solveRates(control)))
started = performance.now()
const rows = await solveRates(pictures)
console.log(
  `\ntemplate matching over ${count} captchas (${((performance.now() - started) / 1000).toFixed(0)} s)`,
)
console.table(table(rows))
console.log(`best: ${percent(Math.max(...rows.map((r) => r.solved)))} solved`)

// tesseract.js, if it can be loaded with its English model from npm packages: from this
// checkout's node_modules, or from the folder TESSERACT_FROM names (a scratch `npm install`).
type Tesseract = {
  createWorker: (
    lang: string,
    oem: number,
    options: { langPath: string; gzip: boolean; cacheMethod: string },
  ) => Promise<{
    setParameters: (parameters: Record<string, string>) => Promise<unknown>
    recognize: (image: Buffer) => Promise<{ data: { text: string } }>
    terminate: () => Promise<unknown>
  }>
}
const require = createRequire(
  process.env.TESSERACT_FROM ? join(resolve(process.env.TESSERACT_FROM), 'x.js') : import.meta.url,
)
let tesseract: Tesseract | null = null
let langPath = ''
try {
  langPath = dirname(require.resolve('@tesseract.js-data/eng/package.json'))
  tesseract = await import(pathToFileURL(require.resolve('tesseract.js')).href)
} catch {
  tesseract = null
}
if (!tesseract) {
  console.log('\ntesseract.js: not installed (see the head of this file); skipped')
} else {
  const worker = await tesseract.createWorker('eng', 1, {
    langPath: `${langPath}/4.0.0_best_int`,
    gzip: true,
    cacheMethod: 'none',
  })
  await worker.setParameters({ tessedit_char_whitelist: CAPTCHA_ALPHABET })
  const read = async (set: { text: string; bytes: Uint8Array }[]) => {
    let solved = 0
    for (const { text, bytes } of set) {
      const { data } = await worker.recognize(Buffer.from(bytes))
      if (data.text.replace(/[^A-Z0-9]/g, '') === text) solved++
    }
    return solved / set.length
  }
  console.log(
    `\ntesseract.js (eng, whitelist of the alphabet): control ${percent(await read(control))}, captchas ${percent(await read(pictures))}`,
  )
  await worker.terminate()
}
