import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import writeXlsxFile from 'write-excel-file/node'
import { cmsProductFangweiSel } from '~/server/cmsapi/forms-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import { hashSecurityCode } from './cms/security-code'
import { importCodeFile, importCodes } from './codes-import'
import type { OpenDb } from './db/client'
import { codeBatches, products, securityCodes } from './db/schema'
import { openSeededTestDb, testEngines } from './db/test-db'

async function* lines(text: string) {
  for (const line of text.split(/\r?\n/)) yield line
}

describe.each(testEngines())('codes import on %s', (engine) => {
  let opened: OpenDb
  let product = 0
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    const [first] = await opened.db.select({ id: products.id }).from(products).limit(1)
    product = first?.id ?? 0
  }, 120_000)
  afterAll(() => opened?.close())

  it('imports an Excel-style CSV: a BOM, every cell quoted, CRLF lines (each row used to be rejected without a reason)', async () => {
    const csv =
      '\uFEFF"code","product","batch"\r\n' +
      `"XLQ2-W7M9-K3T8-P4RZ","${product}","EXCEL-1"\r\n` +
      `"XLR7K2M9PQ4XT6WZ","${product}","EXCEL-1"\r\n`
    const report = await importCodeFile(opened.db, Buffer.from(csv, 'utf8'))
    expect(report).toMatchObject({
      format: 'csv',
      read: 2,
      inserted: 2,
      rejected: 0,
      duplicates: 0,
    })
    expect(report.lines).toEqual([])
    const [row] = await opened.db
      .select()
      .from(securityCodes)
      .where(eq(securityCodes.codeHash, hashSecurityCode('XLQ2W7M9K3T8P4RZ')))
    expect(row).toMatchObject({ productId: product, batch: 'EXCEL-1' })
    // The code checks as genuine on the public check, with its batch.
    const check = await cmsProductFangweiSel(
      { locale: 'en', peopleIp: '10.4.4.4' },
      { code: 'xlq2w7m9k3t8p4rz' },
      inProcessTransport(opened.db),
    )
    expect(check).toMatchObject({ batch: 'EXCEL-1', checkCount: 1, firstCheck: true })
    // The batch counts its codes (statement trigger).
    const [batch] = await opened.db
      .select()
      .from(codeBatches)
      .where(eq(codeBatches.batch, 'EXCEL-1'))
    expect(batch?.codeCount).toBe(2)
  })

  it('reads the columns in the header’s order, semicolons and Chinese headers too', async () => {
    const csv = `批次;防伪码;产品\nORDER-2;"ORD2K2M9PQ4XT6WZ";${product}\n`
    const report = await importCodeFile(opened.db, Buffer.from(csv))
    expect(report).toMatchObject({ inserted: 1, rejected: 0, batches: ['ORDER-2'] })
    const reversed = `product,code\n${product},ORD3K2M9PQ4XT6WZ\n`
    const withDefault = await importCodeFile(opened.db, Buffer.from(reversed), {
      batch: 'DEFAULT-3',
    })
    expect(withDefault).toMatchObject({ inserted: 1, batches: ['DEFAULT-3'] })
    // Without a header, product first is recognised from the first row.
    const headerless = await importCodeFile(
      opened.db,
      Buffer.from(`${product},ORD4K2M9PQ4XT6WZ,NOHEAD\n`),
    )
    expect(headerless).toMatchObject({ inserted: 1, batches: ['NOHEAD'] })
  })

  it('takes the product’s model number in the product column (the factory’s sheets), in any case', async () => {
    const [en] = await opened.db
      .select({ id: products.id, model: products.model })
      .from(products)
      .where(eq(products.locale, 'en'))
      .limit(1)
    const model = en?.model ?? ''
    const csv = `code,product,batch\nMDL1K2M9PQ4XT6WZ,${model},MODEL-1\nMDL2K2M9PQ4XT6WZ,${model.toLowerCase()},MODEL-1\nMDL3K2M9PQ4XT6WZ,NO-SUCH-MODEL,MODEL-1\n`
    const report = await importCodeFile(opened.db, Buffer.from(csv, 'utf8'))
    expect(report).toMatchObject({ read: 3, inserted: 2, rejected: 1 })
    expect(report.lines).toEqual([
      { line: 4, reason: 'product-unknown', value: 'MDL3K2M9PQ4XT6WZ,NO-SUCH-MODEL,MODEL-1' },
    ])
    const [row] = await opened.db
      .select()
      .from(securityCodes)
      .where(eq(securityCodes.codeHash, hashSecurityCode('MDL2K2M9PQ4XT6WZ')))
    expect(row).toMatchObject({ productId: en?.id, batch: 'MODEL-1' })
  })

  it('reports every line it does not import, with its line number and why', async () => {
    const csv = [
      'code,product,batch',
      `RPT1K2M9PQ4XT6WZ,${product},REPORT`,
      `short,${product},REPORT`,
      `RPT2K2M9PQ4XT6W*,${product},REPORT`,
      'RPT3K2M9PQ4XT6WZ,999999,REPORT',
      'RPT4K2M9PQ4XT6WZ,,REPORT',
      `RPT5K2M9PQ4XT6WZ,${product},`,
      `RPT1K2M9PQ4XT6WZ,${product},REPORT`,
      `"RPT6K2M9PQ4XT6WZ,${product},REPORT`,
      '',
    ].join('\n')
    const report = await importCodeFile(opened.db, Buffer.from(csv))
    expect(report.inserted).toBe(1)
    expect(report.duplicates).toBe(1)
    expect(report.rejected).toBe(6)
    expect(report.lines.map((l) => [l.line, l.reason])).toEqual([
      [3, 'length'],
      [4, 'characters'],
      [5, 'product-unknown'],
      [6, 'product-missing'],
      [7, 'batch-missing'],
      [8, 'duplicate'],
      [9, 'malformed'],
    ])
    expect(report.lines[0]?.value).toBe(`short,${product},REPORT`)
  })

  it('imports an XLSX sheet, keeping long numeric codes exact', async () => {
    const sheet = [
      ['Batch', 'Code', 'Product'],
      ['XLSX-1', 'XLS1K2M9PQ4XT6WZ', product],
      ['XLSX-1', '2345678923456789', product],
      ['XLSX-1', 'bad', product],
    ]
    const bytes = await writeXlsxFile(sheet).toBuffer()
    const report = await importCodeFile(opened.db, bytes)
    expect(report).toMatchObject({ format: 'xlsx', read: 3, inserted: 2, rejected: 1 })
    expect(report.lines).toEqual([{ line: 4, reason: 'length', value: `XLSX-1,bad,${product}` }])
    const [row] = await opened.db
      .select({ batch: securityCodes.batch })
      .from(securityCodes)
      .where(eq(securityCodes.codeHash, hashSecurityCode('2345678923456789')))
    expect(row?.batch).toBe('XLSX-1')
  })

  it('keeps reading the CLI’s plain lines (npm run codes:import)', async () => {
    const report = await importCodes(
      opened.db,
      lines(
        `code,product,batch\nCLI1K2M9PQ4XT6WZ,${product},CLI\r\nCLI2K2M9PQ4XT6WZ,${product},CLI`,
      ),
    )
    expect(report).toMatchObject({ read: 2, inserted: 2, rejected: 0 })
  })
})
