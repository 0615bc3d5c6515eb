import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import writeXlsxFile from 'write-excel-file/node'
import { bombSheet, workbook } from '../../tests/unit/zip'
import type { OpenDb } from './db/client'
import { products, securityCodes } from './db/schema'
import { openSeededTestDb, testEngines } from './db/test-db'
import { handleStaffHttp } from './staff/api'
import { signedInStaff } from './staff/test-staff'
import { XlsxLimitError, xlsxSheetRows } from './xlsx-rows'

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
/** A distinct 16-character code for each i. */
const code = (i: number, prefix = 'X') =>
  prefix + Array.from({ length: 15 }, (_, k) => ALPHABET[Math.floor(i / 31 ** k) % 31]).join('')

async function rowsOf(bytes: Buffer) {
  const rows = []
  for await (const row of xlsxSheetRows(bytes)) rows.push(row)
  return rows
}

describe('the XLSX reader', () => {
  it('reads shared, inline and numeric cells, dates and escapes, with their row numbers', async () => {
    const sheet = [
      ['Code', 'Product', 'Batch'],
      [code(1), 12, 'A & B'],
      [code(2), 12, new Date(Date.UTC(2024, 4, 1))],
    ]
    const rows = await rowsOf(
      await writeXlsxFile(sheet as never, { dateFormat: 'yyyy-mm-dd' } as never).toBuffer(),
    )
    expect(rows).toEqual([
      { line: 1, cells: ['Code', 'Product', 'Batch'] },
      { line: 2, cells: [code(1), '12', 'A & B'] },
      { line: 3, cells: [code(2), '12', '2024-05-01'] },
    ])
    const handMade = workbook(
      '<x:worksheet xmlns:x="x"><x:sheetData><x:row r="4"><x:c r="B4" t="inlineStr"><x:is><x:t>inline &lt;1&gt;</x:t></x:is></x:c>' +
        '<x:c r="C4" t="s"><x:v>0</x:v></x:c></x:row><x:row r="5"/><x:row r="9"><x:c r="A9"><x:v>2345678923456789</x:v></x:c></x:row></x:sheetData></x:worksheet>',
      '<sst><si><r><t>rich </t></r><r><t>text</t></r><rPh><t>ignored</t></rPh></si></sst>',
    )
    expect(await rowsOf(handMade)).toEqual([
      { line: 4, cells: ['', 'inline <1>', 'rich text'] },
      { line: 9, cells: ['2345678923456789'] },
    ])
  })

  it('stops a ZIP bomb at the unpacked-size limit, holding little memory', async () => {
    const bomb = workbook(await bombSheet())
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    const before = process.memoryUsage().rss
    await expect(rowsOf(bomb)).rejects.toThrow(XlsxLimitError)
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024)
  }, 120_000)

  it('refuses a sheet past the row or cell limits, and one row that never ends', async () => {
    const rows = Array.from(
      { length: 50 },
      (_, i) => `<row><c t="inlineStr"><is><t>${i}</t></is></c></row>`,
    )
    const sheet = workbook(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`)
    const limits = { maxUncompressedBytes: 1e8, maxRows: 49, maxCells: 1000 }
    const read = async (l = limits) => {
      for await (const _ of xlsxSheetRows(sheet, l)) {
        // walking only
      }
    }
    await expect(read()).rejects.toMatchObject({ limit: 'rows' })
    await expect(read({ ...limits, maxRows: 100, maxCells: 10 })).rejects.toMatchObject({
      limit: 'cells',
    })
    const endless = workbook(`<worksheet><sheetData><row>${'<c/>'.repeat(1_500_000)}`)
    await expect(rowsOf(endless)).rejects.toMatchObject({ limit: 'row-size' })
  })

  it('hands the event loop back while it reads 100,000 rows', async () => {
    const sheet = [['code', 'product', 'batch']]
    for (let i = 0; i < 100_000; i++) sheet.push([code(i), '1', 'B'])
    const bytes = await writeXlsxFile(sheet).toBuffer()
    // Other work (here a callback that asks for the next turn each time it runs) gets turns
    // throughout: read-excel-file held the loop for the whole file, one turn at most. Counted,
    // not timed: a busy machine gives the reader more turns, never fewer.
    let turns = 0
    let reading = true
    const other = () => {
      turns++
      if (reading) setImmediate(other)
    }
    setImmediate(other)
    const rows = await rowsOf(bytes)
    reading = false
    expect(rows).toHaveLength(100_001)
    expect(turns).toBeGreaterThan(20)
  }, 120_000)
})

describe.each(testEngines())('XLSX import through the staff API on %s', (engine) => {
  let opened: OpenDb
  let token = ''
  let product = 0
  const codesIn = async (batch: string) => {
    const [row] = await opened.db
      .select({ n: count() })
      .from(securityCodes)
      .where(eq(securityCodes.batch, batch))
    return row?.n ?? 0
  }
  const upload = async (bytes: Buffer, batch: string) => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(bytes)], 'codes.xlsx'))
    form.set('productId', String(product))
    form.set('batch', batch)
    const res = await handleStaffHttp(
      new Request('http://staff.test/api/staff/codes/import', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }),
      '/codes/import',
      { db: opened.db, ip: '10.9.9.9' },
    )
    return { status: res.status, body: await res.json() }
  }
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    const [first] = await opened.db.select({ id: products.id }).from(products).limit(1)
    product = first?.id ?? 0
    token = await signedInStaff(opened.db, {
      email: 'codes@example.com',
      role: 'service',
      password: 'long-password',
      ip: '10.9.9.8',
    })
  }, 120_000)
  afterAll(() => opened?.close())

  it('imports 20,000 rows and reports them', async () => {
    const sheet = [['code', 'product', 'batch']]
    for (let i = 0; i < 20_000; i++) sheet.push([code(i, 'F'), String(product), 'TWENTY-K'])
    const answer = await upload(await writeXlsxFile(sheet).toBuffer(), 'TWENTY-K')
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ format: 'xlsx', read: 20_000, inserted: 20_000 })
    expect(await codesIn('TWENTY-K')).toBe(20_000)
  }, 180_000)

  it('answers a ZIP bomb with 413 and a broken workbook with 400, writing nothing', async () => {
    const good = Array.from(
      { length: 10 },
      (_, i) => `<row><c t="inlineStr"><is><t>${code(i, 'Z')}</t></is></c></row>`,
    ).join('')
    // Ten good rows first, then the bomb's padding: refused before any row is written.
    const bomb = await bombSheet(good)
    const bombed = await upload(workbook(bomb), 'BOMB')
    expect(bombed.status).toBe(413)
    expect(bombed.body.fieldErrors.file).toMatch(/too large/)
    const broken = workbook(`<worksheet><sheetData>${good}</sheetData></worksheet>`).subarray(
      0,
      200,
    )
    const unreadable = await upload(Buffer.from(broken), 'BROKEN')
    expect(unreadable.status).toBe(400)
    expect(await codesIn('BOMB')).toBe(0)
    expect(await codesIn('BROKEN')).toBe(0)
  }, 180_000)
})
