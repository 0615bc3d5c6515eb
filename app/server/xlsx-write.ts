import { crc32, deflateRawSync } from 'node:zlib'

/**
 * A workbook of one sheet of text cells (inline strings: no formula is ever written, so a cell
 * starting with `=` stays text), as the staff exports download it. Small by design: the exports
 * hold thousands of rows, not millions, and the reader of xlsx-rows.ts reads it back.
 */
export function xlsxOf(sheetName: string, rows: string[][]): Uint8Array<ArrayBuffer> {
  const sheet = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    ...rows.map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((text, c) =>
            text === ''
              ? ''
              : `<c r="${columnName(c)}${r + 1}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`,
          )
          .join('')}</row>`,
    ),
    '</sheetData></worksheet>',
  ].join('')
  const archive = zip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetTitle(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ])
  return new Uint8Array(archive)
}

/** 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  }
  return name
}

/** A sheet's name: at most 31 characters, none of `[]:*?/\`. */
function sheetTitle(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1'
}

/** Text as XML character data; characters XML cannot hold (controls but tab and newlines) dropped. */
function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML cannot hold
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  )
}

export type ZipPart = {
  name: string
  /** The entry's text or bytes (deflated here), or already deflated data and its true size. */
  data: string | Buffer | { deflated: Buffer; size: number; crc: number }
}

/**
 * A ZIP archive of deflated entries, names in UTF-8 (no ZIP64: an export is far below 4 GB).
 * The tests make their hand-made workbooks with it too (a ZIP bomb's sheet comes deflated).
 */
export function zip(parts: ZipPart[]): Buffer {
  const chunks: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const name = Buffer.from(part.name)
    let deflated: Buffer
    let size: number
    let crc: number
    if (typeof part.data === 'string' || Buffer.isBuffer(part.data)) {
      const bytes = Buffer.from(part.data)
      deflated = deflateRawSync(bytes)
      size = bytes.length
      crc = crc32(bytes)
    } else {
      ;({ deflated, size, crc } = part.data)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // names in UTF-8
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc >>> 0, 14)
    local.writeUInt32LE(deflated.length, 18)
    local.writeUInt32LE(size >>> 0, 22)
    local.writeUInt16LE(name.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(0x0800, 8)
    entry.writeUInt16LE(8, 10)
    entry.writeUInt32LE(crc >>> 0, 16)
    entry.writeUInt32LE(deflated.length, 20)
    entry.writeUInt32LE(size >>> 0, 24)
    entry.writeUInt16LE(name.length, 28)
    entry.writeUInt32LE(offset, 42)
    chunks.push(local, name, deflated)
    central.push(entry, name)
    offset += 30 + name.length + deflated.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...chunks, directory, end])
}
