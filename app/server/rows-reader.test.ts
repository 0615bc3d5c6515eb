import { describe, expect, it } from 'vitest'
import { workbook } from '../../tests/unit/zip'
import { rowsInWorker } from './rows-reader'
import { XLSX_LIMITS, XlsxFormatError, XlsxLimitError } from './xlsx-rows'

/** Every row a file gives, and the malformed lines met on the way. */
async function read(format: 'csv' | 'xlsx', bytes: Buffer, limits = XLSX_LIMITS) {
  const malformed: number[] = []
  const rows: Array<{ line: number; cells: string[] }> = []
  for await (const row of rowsInWorker(format, bytes, limits, (line) => malformed.push(line))) {
    rows.push(row)
  }
  return { rows, malformed }
}

const sheet = (n: number) =>
  `<worksheet><sheetData>${Array.from(
    { length: n },
    (_, i) =>
      `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>CODE${i + 1}</t></is></c></row>`,
  ).join('')}</sheetData></worksheet>`

describe('rows of a file of codes, read by a worker thread', () => {
  it('gives every CSV row in order with its line, and the lines it could not read', async () => {
    // 5,001 rows: more than two of the worker's pieces, so that it waits to be asked for more.
    const lines = Array.from({ length: 5001 }, (_, i) => `C${i + 1},1,B`)
    // An unclosed quote at the end: the parser cannot read that line.
    lines.push('"C9999,1,B')
    const { rows, malformed } = await read('csv', Buffer.from(`\uFEFF${lines.join('\n')}\n`))
    expect(rows).toHaveLength(5001)
    expect(rows[0]).toEqual({ line: 1, cells: ['C1', '1', 'B'] })
    expect(rows.at(-1)?.cells[0]).toBe('C5001')
    expect(rows.map((r) => r.line)).toEqual([...rows.map((r) => r.line)].sort((a, b) => a - b))
    expect(malformed.length).toBeGreaterThan(0)
  })

  it('reads an XLSX sheet, and refuses one past its limits with the limit named', async () => {
    const { rows } = await read('xlsx', workbook(sheet(3)))
    expect(rows.map((r) => r.cells[0])).toEqual(['CODE1', 'CODE2', 'CODE3'])
    const refused = read('xlsx', workbook(sheet(3)), { ...XLSX_LIMITS, maxRows: 2 })
    await expect(refused).rejects.toBeInstanceOf(XlsxLimitError)
    await expect(refused).rejects.toMatchObject({ limit: 'rows' })
    await expect(read('xlsx', Buffer.from('PK\u0003\u0004 not a workbook'))).rejects.toBeInstanceOf(
      XlsxFormatError,
    )
  })

  it('counts the rows without sending them, and ends the worker when the loop is left', async () => {
    const walk = rowsInWorker('xlsx', workbook(sheet(7)), XLSX_LIMITS, undefined, true)
    const first = await walk.next()
    expect(first).toEqual({ done: true, value: 7 })
    const rows = rowsInWorker('csv', Buffer.from('A\nB\nC\n'), XLSX_LIMITS)
    expect((await rows.next()).value).toEqual({ line: 1, cells: ['A'] })
    // Leaving early (an import that failed) ends the worker: return() resolves.
    await expect(rows.return(0)).resolves.toEqual({ done: true, value: 0 })
  })
})
