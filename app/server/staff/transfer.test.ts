import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '~/server/db/client'
import { auditLog, newsCategories } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { type ContentPurge, onContentPurge } from '~/server/process/purge-bus'
import { xlsxSheetRows } from '~/server/xlsx-rows'
import { CONTENT_COLLECTIONS } from '~/shared/staff/content'
import { handleStaffHttp } from './api'
import { signedInStaff } from './test-staff'

type Call = { token: string; body?: FormData; lang?: 'en' | 'zh' }

function client(db: OpenDb['db']) {
  return async (method: string, path: string, call: Call) => {
    const headers = new Headers({ authorization: `Bearer ${call.token}` })
    if (call.lang) headers.set('accept-language', call.lang)
    const request = new Request(`http://staff.test/api/staff${path}`, {
      method,
      headers,
      body: call.body,
    })
    const response = await handleStaffHttp(request, path.split('?')[0] ?? path, {
      db,
      ip: '10.7.7.7',
    })
    return response
  }
}

/** A form of one file, as the console's import form sends it. */
function upload(content: string | Uint8Array, name: string): FormData {
  const form = new FormData()
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  form.set('file', new File([new Uint8Array(bytes)], name))
  return form
}

/** CSV text as rows (quotes, doubled quotes and line breaks inside quotes). */
function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r') {
    } else if (ch === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += ch
  }
  return rows
}

describe.each(testEngines())('content export and import on %s', (engine) => {
  let opened: OpenDb
  let call: ReturnType<typeof client>
  let editor = ''
  let service = ''
  let categoryKey = ''

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    call = client(opened.db)
    editor = await signedInStaff(opened.db, {
      email: 'transfer-editor@example.com',
      role: 'editor',
    })
    service = await signedInStaff(opened.db, {
      email: 'transfer-service@example.com',
      role: 'service',
    })
    const [category] = await opened.db
      .select({ key: newsCategories.translationKey })
      .from(newsCategories)
      .where(eq(newsCategories.locale, 'en'))
      .limit(1)
    categoryKey = category?.key ?? ''
  }, 120_000)
  afterAll(async () => {
    await opened?.close()
  })

  const json = async (method: string, path: string, body: unknown) => {
    const response = await handleStaffHttp(
      new Request(`http://staff.test/api/staff${path}`, {
        method,
        headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      path.split('?')[0] ?? path,
      { db: opened.db, ip: '10.7.7.8' },
    )
    return { status: response.status, data: (await response.json()).data }
  }
  const getJson = (path: string) => json('GET', path, undefined)

  const exportCsv = async (collection: string, query = '', lang: 'en' | 'zh' = 'en') => {
    const response = await call('GET', `/${collection}/export.csv${query}`, {
      token: editor,
      lang,
    })
    expect(response.status).toBe(200)
    return new Uint8Array(await response.arrayBuffer())
  }
  const importFile = async (collection: string, file: FormData, lang: 'en' | 'zh' = 'en') => {
    const response = await call('POST', `/${collection}/import`, {
      token: editor,
      body: file,
      lang,
    })
    return { status: response.status, json: await response.json() }
  }
  /** Every item of a collection, as the API answers it (the round trip must keep it all). */
  const everything = async (collection: string) => {
    const list = await getJson(`/${collection}?pageSize=200`)
    const items = []
    for (const row of list.data.list) items.push((await getJson(`/${collection}/${row.id}`)).data)
    return items
  }

  it('exports in UTF-8 with a BOM, the header in the reader’s language, times in China time', async () => {
    const made = await json('POST', '/news', {
      en: { title: 'Export check', content: '<p>Rich <strong>text</strong></p>' },
      zh: { title: '导出检查', content: '<p>正文</p>' },
      categoryId: categoryKey,
      status: 'published',
      publishedAt: '2026-03-01T02:30:00Z',
    })
    expect(made.status).toBe(200)
    const bytes = await exportCsv('news', '?q=Export%20check')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, row, more] = csvRows(new TextDecoder().decode(bytes))
    expect(header).toEqual([
      'Item ID',
      'Status',
      'Title (en)',
      'Summary (en)',
      'Text (en)',
      'Source (en)',
      'Title (zh)',
      'Summary (zh)',
      'Text (zh)',
      'Source (zh)',
      'Category',
      'Cover image',
      'Publication date',
    ])
    expect(more).toBeUndefined()
    expect(row).toEqual([
      made.data.id,
      'Published',
      'Export check',
      '',
      '<p>Rich <strong>text</strong></p>',
      '',
      '导出检查',
      '',
      '<p>正文</p>',
      '',
      categoryKey,
      '',
      '2026-03-01T10:30:00+08:00',
    ])
    const zh = csvRows(new TextDecoder().decode(await exportCsv('news', '?q=Export%20check', 'zh')))
    expect(zh[0]).toContain('标题 (zh)')
    expect(zh[0]).toContain('类别')
    expect(zh[1]).toContain('已发布')
    const [entry] = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.export'), eq(auditLog.entity, 'news')))
    expect(entry?.actor).toBe('transfer-editor@example.com')
  })

  it('exports with the list’s filters', async () => {
    await json('POST', '/news', {
      en: { title: 'Filter draft one' },
      categoryId: categoryKey,
      status: 'draft',
    })
    const drafts = csvRows(new TextDecoder().decode(await exportCsv('news', '?state=draft')))
    const titles = drafts.slice(1).map((r) => r[2])
    expect(titles).toContain('Filter draft one')
    expect(drafts.slice(1).every((r) => r[1] === 'Draft')).toBe(true)
    const searched = csvRows(new TextDecoder().decode(await exportCsv('news', '?q=Filter%20draft')))
    expect(searched.slice(1).map((r) => r[2])).toEqual(['Filter draft one'])
  })

  it('guards cells against spreadsheet formulas, and the import takes them back', async () => {
    const made = await json('POST', '/news', {
      en: { title: '=HYPERLINK("http://evil.example","click")', source: '-1+2' },
      categoryId: categoryKey,
      status: 'draft',
    })
    const text = new TextDecoder().decode(await exportCsv('news', '?q=HYPERLINK'))
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(text).toContain(",'-1+2,")
    const answer = await importFile('news', upload(text, 'news.csv'))
    expect(answer.status).toBe(200)
    expect(answer.json.data).toMatchObject({ rows: 1, unchanged: 1, updated: 0, created: 0 })
    const after = await getJson(`/news/${made.data.id}`)
    expect(after.data.en.title).toBe('=HYPERLINK("http://evil.example","click")')
  })

  it('every collection comes back from its CSV export unchanged', async () => {
    for (const collection of CONTENT_COLLECTIONS) {
      const before = await everything(collection)
      const answer = await importFile(collection, upload(await exportCsv(collection), 'x.csv'))
      expect(answer.status, `${collection}: ${JSON.stringify(answer.json)}`).toBe(200)
      const total = (await getJson(`/${collection}?pageSize=1`)).data.total
      expect(answer.json.data).toMatchObject({ rows: total, unchanged: total, created: 0 })
      expect(await everything(collection), collection).toEqual(before)
    }
  }, 120_000)

  it('an XLSX export reads back as the same table and imports unchanged', async () => {
    const response = await call('GET', '/products/export.xlsx', { token: editor, lang: 'zh' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    const bytes = new Uint8Array(await response.arrayBuffer())
    const rows = []
    for await (const row of xlsxSheetRows(bytes)) rows.push(row.cells)
    expect(rows[0]?.slice(0, 3)).toEqual(['条目编号', '状态', '发布时间（北京时间）'])
    const csv = csvRows(new TextDecoder().decode(await exportCsv('products', '', 'zh')))
    expect(rows.length).toBe(csv.length)
    const before = await everything('products')
    const answer = await importFile('products', upload(bytes, 'products.xlsx'), 'zh')
    expect(answer.status).toBe(200)
    expect(answer.json.data.unchanged).toBe(rows.length - 1)
    expect(await everything('products')).toEqual(before)
  })

  it('a changed row updates its item with a revision; a row without id makes one', async () => {
    const made = await json('POST', '/news', {
      en: { title: 'To be renamed' },
      categoryId: categoryKey,
      status: 'draft',
    })
    const rows = csvRows(new TextDecoder().decode(await exportCsv('news', '?q=To%20be%20renamed')))
    const header = rows[0] ?? []
    const row = [...(rows[1] ?? [])]
    row[header.indexOf('Title (en)')] = 'Renamed by import'
    const fresh = header.map(() => '')
    fresh[header.indexOf('Title (zh)')] = '导入新建'
    fresh[header.indexOf('Category')] = categoryKey
    fresh[header.indexOf('Status')] = 'published'
    const file = [header, row, fresh]
      .map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(','))
      .join('\r\n')
    const purges: ContentPurge[] = []
    const stop = onContentPurge((p) => purges.push(p))
    const answer = await importFile('news', upload(file, 'news.csv'))
    stop()
    expect(answer.status).toBe(200)
    expect(answer.json.data).toMatchObject({ rows: 2, updated: 1, created: 1, unchanged: 0 })
    // The news pages are purged once, after the commit.
    expect(purges).toEqual([
      { paths: expect.arrayContaining(['/about/news/*', '/zh/about/news/*']) },
    ])
    const renamed = await getJson(`/news/${made.data.id}`)
    expect(renamed.data.en.title).toBe('Renamed by import')
    const revisions = await getJson(`/news/${made.data.id}/revisions`)
    expect(revisions.data.list[0]).toMatchObject({
      action: 'update',
      by: 'transfer-editor@example.com',
    })
    const createdId = answer.json.data.createdIds[0]
    const created = await getJson(`/news/${createdId}`)
    expect(created.data).toMatchObject({ status: 'published', en: null })
    expect(created.data.zh.title).toBe('导入新建')
    const [entry] = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.import'), eq(auditLog.entity, 'news')))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry?.after).toMatchObject({ rows: 2, created: 1, updated: 1 })
  })

  it('refuses the whole file with every problem by line, in the reader’s language', async () => {
    const header = 'Item ID,Status,标题 (zh),Title (en),Summary (en),Category,Publication date'
    const lines = [
      header,
      // A cell of two lines: the problems still name the rows as a spreadsheet numbers them.
      `,draft,,Good row,"Two\nlines",${categoryKey},`,
      `,draft,,,Summary without a title,${categoryKey},`,
      ',draft,中文标题,,,no-such-category,',
      `,maybe,,Bad status and date,,${categoryKey},yesterday`,
      `no-such-item,draft,,Unknown item,,${categoryKey},`,
    ]
    const before = (await getJson('/news?pageSize=1')).data.total
    const answer = await importFile('news', upload(lines.join('\n'), 'news.csv'), 'zh')
    expect(answer.status).toBe(400)
    expect(answer.json.message).toContain('没有导入')
    const problems = answer.json.problems.map((p: Record<string, unknown>) => [
      p.line,
      p.field,
      p.column,
    ])
    expect(problems).toEqual([
      [3, 'en.title', 'Title (en)'],
      [4, 'categoryId', 'Category'],
      [5, 'status', 'Status'],
      [5, 'publishedAt', 'Publication date'],
      [6, 'id', 'Item ID'],
    ])
    expect(answer.json.problems[0].message).toBe('此项为必填项')
    expect(answer.json.problems[1].message).toBe('所选条目没有中文版本')
    // Nothing was written, not even the good row.
    expect((await getJson('/news?pageSize=1')).data.total).toBe(before)
    expect((await getJson('/news?q=Good%20row')).data.total).toBe(0)
  })

  it('refuses unknown columns, files past the limits, and callers without the role', async () => {
    const unknown = await importFile('news', upload('Item ID,Colour\n,red\n', 'news.csv'))
    expect(unknown.status).toBe(400)
    expect(unknown.json.problems).toEqual([expect.objectContaining({ line: 1, column: 'Colour' })])
    const many = ['Item ID,Title (en),Category']
    for (let i = 0; i < 2_001; i++) many.push(`,Row ${i},${categoryKey}`)
    const tooMany = await importFile('news', upload(many.join('\n'), 'news.csv'))
    expect(tooMany.status).toBe(413)
    expect(tooMany.json.message).toContain('2,000')
    const big = await importFile('news', upload('x'.repeat(11 * 1024 * 1024), 'news.csv'))
    expect(big.status).toBe(413)
    const empty = await importFile('news', upload('Item ID,Title (en)\n', 'news.csv'))
    expect(empty.status).toBe(400)
    const notXlsx = await importFile('news', upload('PK not a zip', 'news.xlsx'))
    expect(notXlsx.status).toBe(400)
    const refused = await call('POST', '/news/import', {
      token: service,
      body: upload('Item ID\n', 'news.csv'),
    })
    expect(refused.status).toBe(403)
    const noExport = await call('GET', '/news/export.csv', { token: service })
    expect(noExport.status).toBe(403)
  })

  it('answers the console’s form posted without code with a page, not JSON', async () => {
    const post = (text: string) =>
      handleStaffHttp(
        new Request('http://staff.test/api/staff/news/import?lang=zh', {
          method: 'POST',
          headers: { authorization: `Bearer ${editor}`, 'sec-fetch-mode': 'navigate' },
          body: upload(text, 'news.csv'),
        }),
        '/news/import',
        { db: opened.db, ip: '10.7.7.9' },
      )
    const refused = await post('Item ID,Title (en),Category\n,<b>x</b>,no-such-category\n')
    expect(refused.status).toBe(400)
    expect(refused.headers.get('content-type')).toContain('text/html')
    const html = await refused.text()
    expect(html).toContain('没有导入任何内容：1 行有问题')
    expect(html).toContain('<td>2</td><td>Category</td>')
    // What the file says is shown as text, never as markup.
    const unknown = await (await post('Item ID,<i>Colour</i>\n,red\n')).text()
    expect(unknown).toContain('&#60;i&#62;Colour&#60;/i&#62;')
    expect(unknown).not.toContain('<i>')
    expect(html).toContain('href="/staff/content/news"')
    const made = await post(`Title (en),Category\nPosted without code,${categoryKey}\n`)
    expect(made.status).toBe(200)
    expect(await made.text()).toContain('已读取 1 行：新建 1 条，修改 0 条，0 条未变。')
  })

  it('company pages are changed by import, never made', async () => {
    const answer = await importFile('pages', upload('Item ID,Title (en)\n,New page\n', 'p.csv'))
    expect(answer.status).toBe(400)
    expect(answer.json.problems[0]).toMatchObject({ line: 2, field: 'id' })
  })
})
