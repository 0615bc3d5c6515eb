/**
 * Draws the demo catalogue's video clips, one per video kind, and their caption tracks:
 * `public/media/clips/<kind>.webm` and `<kind>.vtt` (the players derive the captions' address
 * from the clip's). Each clip is a few seconds of drawn shapes and text in both languages from
 * ffmpeg's lavfi sources (VP9 at 480×270, no sound, well under 150 KB), so the videos page shows
 * a product demonstration, an event and an after-sales scene instead of one test pattern.
 *
 * The clips are committed: the site, its tests and CI only read them. Running this script needs
 * ffmpeg with libvpx-vp9 and a font with CJK glyphs (Debian: `apt-get install ffmpeg
 * fonts-noto-cjk`; or name another font file: `npm run media:clips -- <font>`). The seed points each video at its
 * kind's clip (`app/server/db/seed.ts`).
 *
 *   npm run media:clips        (re)writes the clips and their captions
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const OUTPUT_DIR = fileURLToPath(new URL('../public/media/clips/', import.meta.url))

const FONT = process.argv[2] ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
const SECONDS = 6
const RED = '0xc8102e'
const DARK = '0x111827'

const KINDS = ['product', 'activity', 'aftersale'] as const
type Kind = (typeof KINDS)[number]

/** A filled rectangle; position and size may be ffmpeg expressions of the time `t`. */
const box = (
  x: string | number,
  y: string | number,
  w: string | number,
  h: string | number,
  color: string,
  when?: string,
) =>
  `drawbox=x='${x}':y='${y}':w='${w}':h='${h}':color=${color}:t=fill${when ? `:enable='${when}'` : ''}`

const text = (
  s: string,
  x: string | number,
  y: string | number,
  size: number,
  color = 'white',
  when?: string,
) =>
  `drawtext=fontfile='${FONT}':text='${s}':x='${x}':y='${y}':fontsize=${size}:fontcolor=${color}${when ? `:enable='${when}'` : ''}`

const brandLine = text('RUIFENG TOOLS  瑞丰工具', '(w-tw)/2', 248, 13, '0xe5e7eb')

const CLIPS: Record<Kind, { background: string; layers: string[]; caption: string }> = {
  // A drill driver on a bench; its bit spins and drives forward, the clutch ring steps through
  // its torque settings.
  product: {
    background: '0x1f2937',
    layers: [
      box(0, 200, 480, 70, '0x374151'),
      box(140, 95, 160, 50, RED),
      box(300, 103, 30, 34, DARK),
      box(330, 115, '50+30*abs(sin(t*1.2))', 10, '0xd1d5db'),
      box('336+mod(t*140\\,40)', 112, 4, 16, '0x6b7280'),
      box(185, 145, 42, 68, DARK),
      box(170, 213, 82, 24, RED),
      text('RUIFENG 20V', 152, 108, 18),
      text('1', 306, 80, 14, '0xfbbf24', 'lt(mod(t\\,3)\\,1)'),
      text('8', 306, 80, 14, '0xfbbf24', 'between(mod(t\\,3)\\,1\\,2)'),
      text('16', 302, 80, 14, '0xfbbf24', 'gte(mod(t\\,3)\\,2)'),
      text('Product demonstration · 产品演示', '(w-tw)/2', 28, 22),
      brandLine,
    ],
    caption:
      'No sound. A cordless drill driver turns its bit and steps through its torque settings.',
  },
  // A stage with the company's banner, a speaker at the lectern beside it, a spotlight sweeping over the
  // audience.
  activity: {
    background: '0x0f172a',
    layers: [
      box(60, 60, 360, 110, '0x1e3a8a'),
      box(60, 60, 360, 6, RED),
      text('Ruifeng Tools 2026', '(w-tw)/2', 78, 24),
      text('瑞丰工具 2026', '(w-tw)/2', 112, 22, '0xe5e7eb'),
      box(0, 170, 480, 12, '0x78350f'),
      box(428, 140, 36, 30, '0x92400e'),
      box(439, 112, 14, 28, '0xf1f5f9'),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => box(30 + i * 56, 196, 30, 30, '0x334155')),
      box('40+170*(1+sin(t*1.4))', 182, 60, 60, '0xfde68a@0.25'),
      text('Company events · 企业活动', '(w-tw)/2', 20, 22),
      brandLine,
    ],
    caption: 'No sound. A company event: a speaker on stage under the Ruifeng Tools banner.',
  },
  // A service bench: an angle grinder opened up, a screwdriver working, and the checklist of an
  // inspection filling in.
  aftersale: {
    background: '0x064e3b',
    layers: [
      box(0, 190, 480, 80, '0x78716c'),
      box(40, 140, 150, 40, RED),
      box(190, 148, 24, 24, DARK),
      box(214, 130, 10, 60, '0x9ca3af'),
      box('110+20*sin(t*3)', 90, 8, 50, '0xfbbf24'),
      box('106+20*sin(t*3)', 70, 16, 22, DARK),
      box(280, 70, 170, 120, '0xf8fafc'),
      ...['Brushes  碳刷', 'Switch  开关', 'Cable  电源线', 'Test run  试机'].flatMap((item, i) => [
        text(item, 312, 80 + i * 27, 15, DARK),
        text('✓', 290, 78 + i * 27, 17, '0x15803d', `gte(t\\,${1 + i})`),
      ]),
      text('After-sales service · 售后服务', '(w-tw)/2', 22, 22),
      brandLine,
    ],
    caption:
      'No sound. A technician services an angle grinder and ticks off the inspection: brushes, switch, cable, test run.',
  },
}

const CAPTIONS_ZH: Record<Kind, string> = {
  product: '无声。一台锂电电钻起子机转动钻头，并依次切换扭力档位。',
  activity: '无声。企业活动：发言人站在瑞丰工具的横幅下讲话。',
  aftersale: '无声。维修技师检修一台角磨机，并逐项勾选检查单：碳刷、开关、电源线、试机。',
}

function vtt(kind: Kind): string {
  return `WEBVTT\n\n00:00.000 --> 00:0${SECONDS}.000\n[${CLIPS[kind].caption}]\n[${CAPTIONS_ZH[kind]}]\n`
}

function draw(kind: Kind) {
  const clip = CLIPS[kind]
  const out = `${OUTPUT_DIR}${kind}.webm`
  execFileSync(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', `color=c=${clip.background}:s=480x270:d=${SECONDS}:r=24`],
      ...['-vf', clip.layers.join(',')],
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-deadline', 'good', '-cpu-used', '2'],
      ...['-pix_fmt', 'yuv420p', '-an', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
      out,
    ],
    { stdio: 'inherit' },
  )
  writeFileSync(`${OUTPUT_DIR}${kind}.vtt`, vtt(kind))
  console.log(`${out}: ${Math.round(statSync(out).size / 1024)} KB`)
}

if (!existsSync(FONT)) {
  throw new Error(
    `No font at ${FONT}: install fonts-noto-cjk or name a font file: npm run media:clips -- <font>.`,
  )
}
mkdirSync(OUTPUT_DIR, { recursive: true })
for (const kind of KINDS) draw(kind)
