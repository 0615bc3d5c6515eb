/**
 * Renders the demo catalogue's documents (manuals, data sheets, catalogues, certificates) as
 * real PDF files with pdf-lib.
 *
 * Chinese text: every CJK font on npm is a 40–95 MB package (one 8–10 MB font file per weight),
 * too heavy for a web server's dependencies. PDF has a standard answer that needs no font file:
 * the predefined Adobe-GB1 font STSong-Light with the Unicode CMap UniGB-UCS2-H, which every
 * PDF reader that can show Chinese renders with its own Song typeface (Acrobat, Chrome, Edge,
 * Firefox, Preview, WPS, Foxit, the phone viewers). Chinese documents are bilingual: each
 * Chinese line is followed by its English original in Helvetica, which every reader has, so
 * the document stays usable even where no Chinese font is installed.
 */
import {
  beginText,
  endText,
  fill,
  lineTo,
  moveText,
  moveTo,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  type PDFPage,
  type PDFRef,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  StandardFonts,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingRgbColor,
  showText,
  stroke,
} from 'pdf-lib'
import QRCode from 'qrcode'
import type { Locale } from '~/i18n/locale'

export type Text = Record<Locale, string>

/** The content of a document, language by language. Table values are language-neutral. */
export type Block =
  | { type: 'title'; text: Text; subtitle?: Text }
  | { type: 'heading'; text: Text }
  | { type: 'paragraph'; text: Text }
  | { type: 'list'; items: Text[]; ordered?: boolean }
  | { type: 'table'; rows: Array<[Text, string]> }
  /** A QR code of `url` (drawn as vector squares) with a caption beside it. */
  | { type: 'qr'; url: string; caption: Text }

export type DocumentDef = {
  /** Title in the document's metadata. */
  title: Text
  /** The date the document carries (YYYY-MM-DD): fixed, so the same file comes out each time. */
  date: string
  /** Footer line of every page. */
  footer: Text
  blocks: Block[]
}

const PAGE: [number, number] = [595.28, 841.89] // A4
const MARGIN = 56
const WIDTH = PAGE[0] - 2 * MARGIN
const RED: [number, number, number] = [0.784, 0.063, 0.18]
const INK: [number, number, number] = [0.12, 0.16, 0.22]
const GREY: [number, number, number] = [0.42, 0.45, 0.5]

type Fonts = { regular: PDFFont; bold: PDFFont; cjk: PDFRef; latin: Set<number> }

/** A run of text in one font: Latin (WinAnsi) in Helvetica, everything else in STSong-Light. */
type Run = { text: string; cjk: boolean }

function runsOf(text: string, latin: Set<number>): Run[] {
  const runs: Run[] = []
  for (const ch of text) {
    const cjk = !latin.has(ch.codePointAt(0) ?? 0)
    const last = runs[runs.length - 1]
    if (last && last.cjk === cjk) last.text += ch
    else runs.push({ text: ch, cjk })
  }
  return runs
}

/** Break opportunities: Latin words keep together, each CJK character stands alone. */
function tokensOf(text: string, latin: Set<number>): Run[] {
  const tokens: Run[] = []
  for (const run of runsOf(text, latin)) {
    if (run.cjk) {
      for (const ch of run.text) {
        // Closing punctuation never starts a line: it sticks to the character before it.
        const previous = tokens[tokens.length - 1]
        if (/[，。、；：！？）」』》]/.test(ch) && previous?.cjk) previous.text += ch
        else tokens.push({ text: ch, cjk: true })
      }
    } else {
      for (const part of run.text.split(/(?<= )/)) if (part) tokens.push({ text: part, cjk: false })
    }
  }
  return tokens
}

function utf16Hex(text: string): string {
  let hex = ''
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0')
  return hex
}

class Writer {
  private page!: PDFPage
  private y = 0
  private pageNo = 0

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly locale: Locale,
    private readonly footer: Text,
  ) {
    this.newPage()
  }

  private newPage() {
    this.page = this.doc.addPage(PAGE)
    this.page.node.setFontDictionary(PDFName.of('Helv'), this.fonts.regular.ref)
    this.page.node.setFontDictionary(PDFName.of('HelvB'), this.fonts.bold.ref)
    this.page.node.setFontDictionary(PDFName.of('Song'), this.fonts.cjk)
    this.pageNo += 1
    this.y = PAGE[1] - MARGIN
    // A thin brand rule at the top and the footer line at the bottom of every page.
    this.page.pushOperators(
      pushGraphicsState(),
      setFillingRgbColor(...RED),
      rectangle(MARGIN, PAGE[1] - 30, WIDTH, 3),
      fill(),
      popGraphicsState(),
    )
    const footer = `${this.footer[this.locale]}  ·  ${this.pageNo}`
    this.line(footer, MARGIN, 30, 8, false, GREY)
  }

  private width(text: string, size: number, bold: boolean): number {
    let w = 0
    for (const run of runsOf(text, this.fonts.latin)) {
      w += run.cjk
        ? [...run.text].length * size
        : (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(run.text, size)
    }
    return w
  }

  /** Draws one line of mixed text at (x, y). */
  private line(
    text: string,
    x: number,
    y: number,
    size: number,
    bold: boolean,
    color: [number, number, number],
  ) {
    const ops = [beginText(), setFillingRgbColor(...color), moveText(x, y)]
    let dx = 0
    for (const run of runsOf(text, this.fonts.latin)) {
      if (dx) ops.push(moveText(dx, 0))
      if (run.cjk) {
        ops.push(setFontAndSize('Song', size), showText(PDFHexString.of(utf16Hex(run.text))))
      } else {
        const font = bold ? this.fonts.bold : this.fonts.regular
        ops.push(setFontAndSize(bold ? 'HelvB' : 'Helv', size), showText(font.encodeText(run.text)))
      }
      dx = this.width(run.text, size, bold)
    }
    ops.push(endText())
    this.page.pushOperators(...ops)
  }

  private wrap(text: string, size: number, bold: boolean, width: number): string[] {
    const lines: string[] = []
    let current = ''
    let used = 0
    for (const token of tokensOf(text, this.fonts.latin)) {
      const w = this.width(token.text, size, bold)
      const trailing = token.text.endsWith(' ') ? this.width(' ', size, bold) : 0
      if (current && used + w - trailing > width) {
        lines.push(current.trimEnd())
        current = token.text.trimStart()
        used = this.width(current, size, bold)
      } else {
        current += token.text
        used += w
      }
    }
    if (current.trim()) lines.push(current.trimEnd())
    return lines
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage()
  }

  /** Writes wrapped text; in Chinese documents the English original follows in grey. */
  text(
    value: Text,
    opts: { size: number; bold?: boolean; color?: [number, number, number]; indent?: number },
  ) {
    const x = MARGIN + (opts.indent ?? 0)
    const width = WIDTH - (opts.indent ?? 0)
    const parts: Array<[string, number, boolean, [number, number, number]]> = [
      [value[this.locale], opts.size, opts.bold ?? false, opts.color ?? INK],
    ]
    if (this.locale === 'zh' && value.en !== value.zh) {
      parts.push([value.en, Math.max(7, opts.size - 2), false, GREY])
    }
    for (const [content, size, bold, color] of parts) {
      for (const line of this.wrap(content, size, bold, width)) {
        this.ensure(size * 1.45)
        this.y -= size * 1.3
        this.line(line, x, this.y, size, bold, color)
        this.y -= size * 0.15
      }
    }
  }

  gap(points: number) {
    this.y -= points
  }

  marker(label: string, size: number) {
    this.ensure(size * 1.45)
    this.line(label, MARGIN + 4, this.y - size * 1.3, size, false, RED)
  }

  rule() {
    this.ensure(10)
    this.y -= 6
    this.page.pushOperators(
      pushGraphicsState(),
      setStrokingRgbColor(0.85, 0.86, 0.88),
      setLineWidth(0.6),
      moveTo(MARGIN, this.y),
      lineTo(MARGIN + WIDTH, this.y),
      stroke(),
      popGraphicsState(),
    )
    this.y -= 4
  }

  /** A QR code, `side` points wide, with its caption (and the address in grey) to its right. */
  qr(url: string, caption: Text, side = 120) {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
    const quiet = 4
    const cell = side / (modules.size + 2 * quiet)
    this.ensure(side + 8)
    const top = this.y
    const ops = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)]
    for (let r = 0; r < modules.size; r++) {
      for (let c = 0; c < modules.size; c++) {
        if (!modules.get(r, c)) continue
        const x = MARGIN + (c + quiet) * cell
        const y = top - (r + quiet + 1) * cell
        ops.push(rectangle(x, y, cell, cell))
      }
    }
    ops.push(fill(), popGraphicsState())
    this.page.pushOperators(...ops)
    const x = MARGIN + side + 12
    const width = WIDTH - side - 12
    let y = top - 14
    const parts: Array<[string, number, [number, number, number]]> = [
      [caption[this.locale], 10, INK],
    ]
    if (this.locale === 'zh' && caption.en !== caption.zh) parts.push([caption.en, 8, GREY])
    for (const [content, size, color] of parts) {
      for (const text of this.wrap(content, size, false, width)) {
        this.line(text, x, y, size, false, color)
        y -= size * 1.45
      }
      y -= 4
    }
    // The address itself, in pieces: it has no spaces to wrap at.
    for (const piece of url.match(/.{1,56}/g) ?? []) {
      this.line(piece, x, y, 8, false, GREY)
      y -= 8 * 1.45
    }
    this.y = top - side - 8
  }

  /** A two-column row: label (both languages in Chinese documents) and a neutral value. */
  row(label: Text, value: string) {
    const size = 10
    const labelWidth = WIDTH * 0.5
    const labels = [label[this.locale]]
    if (this.locale === 'zh' && label.en !== label.zh) labels.push(label.en)
    const lines = labels.flatMap((l, i) =>
      this.wrap(l, i === 0 ? size : size - 2, false, labelWidth - 8).map(
        (text) => [text, i === 0 ? size : size - 2] as const,
      ),
    )
    this.ensure(lines.length * size * 1.4 + 8)
    const top = this.y
    for (const [text, s] of lines) {
      this.y -= s * 1.35
      this.line(text, MARGIN, this.y, s, false, s === size ? INK : GREY)
    }
    this.line(value, MARGIN + labelWidth, top - size * 1.35, size, true, INK)
    this.rule()
  }
}

/** Code points Helvetica can show (WinAnsi): the same for every document. */
let latinCodePoints: Set<number> | undefined

/** The predefined Chinese font: a Type0 font over STSong-Light, nothing embedded. */
function cjkFont(doc: PDFDocument): PDFRef {
  const ctx = doc.context
  const descriptor = ctx.obj({
    Type: 'FontDescriptor',
    FontName: 'STSong-Light',
    Flags: 6,
    FontBBox: [-25, -254, 1000, 880],
    ItalicAngle: 0,
    Ascent: 880,
    Descent: -120,
    CapHeight: 626,
    StemV: 93,
  })
  const descendant = ctx.obj({
    Type: 'Font',
    Subtype: 'CIDFontType0',
    BaseFont: 'STSong-Light',
    CIDSystemInfo: {
      Registry: PDFString.of('Adobe'),
      Ordering: PDFString.of('GB1'),
      Supplement: 4,
    },
    FontDescriptor: ctx.register(descriptor),
    DW: 1000,
  })
  const font = ctx.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: 'STSong-Light',
    Encoding: 'UniGB-UCS2-H',
    DescendantFonts: [ctx.register(descendant)],
  })
  return ctx.register(font)
}

/** Renders a document in one language; the same input gives the same bytes. */
export async function renderPdf(def: DocumentDef, locale: Locale): Promise<Uint8Array> {
  const date = new Date(`${def.date}T00:00:00+08:00`)
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(def.title[locale])
  doc.setAuthor(locale === 'zh' ? '瑞丰工具' : 'Ruifeng Tools')
  doc.setCreator('Ruifeng Tools')
  doc.setProducer('pdf-lib')
  doc.setLanguage(locale === 'zh' ? 'zh-CN' : 'en')
  doc.setCreationDate(date)
  doc.setModificationDate(date)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  latinCodePoints ??= new Set(regular.getCharacterSet())
  const fonts: Fonts = { regular, bold, cjk: cjkFont(doc), latin: latinCodePoints }
  const w = new Writer(doc, fonts, locale, def.footer)
  for (const block of def.blocks) {
    switch (block.type) {
      case 'title':
        w.text(block.text, { size: 20, bold: true })
        if (block.subtitle) {
          w.gap(2)
          w.text(block.subtitle, { size: 12, color: RED })
        }
        w.gap(8)
        break
      case 'heading':
        w.gap(10)
        w.text(block.text, { size: 13, bold: true })
        w.gap(2)
        break
      case 'paragraph':
        w.text(block.text, { size: 10 })
        w.gap(4)
        break
      case 'list':
        block.items.forEach((item, i) => {
          w.marker(block.ordered ? `${i + 1}.` : '•', 10)
          w.text(item, { size: 10, indent: 18 })
          w.gap(2)
        })
        w.gap(2)
        break
      case 'table':
        for (const [label, value] of block.rows) w.row(label, value)
        w.gap(4)
        break
      case 'qr':
        w.gap(6)
        w.qr(block.url, block.caption)
        break
    }
  }
  return doc.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY })
}
