// Hand-made workbooks for tests (a ZIP bomb, a broken sheet) that no spreadsheet program would
// save, zipped by the staff exports' own writer.
import { crc32, createDeflateRaw } from 'node:zlib'
import { type ZipPart, zip } from '../../app/server/xlsx-write.ts'

export { zip }

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
