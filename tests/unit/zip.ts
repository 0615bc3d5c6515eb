// A minimal ZIP writer for tests: hand-made workbooks (a ZIP bomb, a broken sheet) that no
// spreadsheet program would save.
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib'

export type ZipPart = {
  name: string
  /** The entry's text or bytes (deflated here), or already deflated data and its true size. */
  data: string | Buffer | { deflated: Buffer; size: number; crc: number }
}

export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
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
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc >>> 0, 14)
    local.writeUInt32LE(deflated.length, 18)
    local.writeUInt32LE(size >>> 0, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc >>> 0, 16)
    central.writeUInt32LE(deflated.length, 20)
    central.writeUInt32LE(size >>> 0, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, deflated)
    centrals.push(central, name)
    offset += 30 + name.length + deflated.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A workbook whose first sheet is `sheetXml` (and shared strings when given). */
export function workbook(sheetXml: ZipPart['data'], sharedStrings?: string): Buffer {
  return zip([
    {
      name: 'xl/workbook.xml',
      data: '<workbook xmlns:r="r"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        '<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="x/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
    },
    ...(sharedStrings === undefined ? [] : [{ name: 'xl/sharedStrings.xml', data: sharedStrings }]),
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml },
  ])
}

/**
 * A sheet of `rows` then spaces up to `size` bytes (600 MB: about 600 KB deflated), made as a
 * stream (never whole in memory): a ZIP bomb in the place of the sheet.
 */
export async function bombSheet(rows = '', size = 600 * 1024 * 1024) {
  const deflater = createDeflateRaw({ level: 9 })
  const out: Buffer[] = []
  deflater.on('data', (c: Buffer) => out.push(c))
  const done = new Promise((r) => deflater.on('end', r))
  const head = Buffer.from(`<worksheet><sheetData>${rows}`)
  const block = Buffer.alloc(1024 * 1024, 0x20)
  let crc = crc32(head)
  deflater.write(head)
  for (let written = head.length; written < size; written += block.length) {
    crc = crc32(block, crc)
    if (!deflater.write(block)) await new Promise((r) => deflater.once('drain', r))
  }
  deflater.end()
  await done
  return { deflated: Buffer.concat(out), size, crc }
}
