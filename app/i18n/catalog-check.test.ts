import { describe, expect, it } from 'vitest'
import { type CatalogFile, catalogProblems, markers, msgidLines } from './catalog-check'

const po = (entries: Array<[string, string]>) =>
  ['msgid ""', 'msgstr ""', '"Language: x\\n"', '']
    .concat(
      entries.flatMap(([id, str]) => [
        '#: app/x.tsx',
        `msgid ${JSON.stringify(id)}`,
        `msgstr ${JSON.stringify(str)}`,
        '',
      ]),
    )
    .join('\n')

function file(locale: string, entries: Array<[string, string]>): CatalogFile {
  return {
    path: `locales/${locale}/messages.po`,
    locale,
    text: po(entries),
    messages: Object.fromEntries(
      entries.map(([id, translation]) => [
        id,
        { message: id, translation, origin: [['app/x.tsx'] as const] },
      ]),
    ),
  }
}

const source = (...messages: string[]) =>
  Object.fromEntries(
    messages.map((message, i) => [message, { message, origin: [['app/x.tsx', 10 + i] as const] }]),
  )

describe('the catalogue check', () => {
  it('finds nothing in catalogues that match the source', () => {
    const ok = [
      ['Copy link', '复制链接'],
      ['Hello {name}', '你好 {name}'],
    ] satisfies Array<[string, string]>
    expect(
      catalogProblems({
        source: source('Copy link', 'Hello {name}'),
        files: [
          file(
            'en',
            ok.map(([id]) => [id, id]),
          ),
          file('zh', ok),
        ],
        sourceLocale: 'en',
      }),
    ).toEqual([])
  })

  it('names every missing or inconsistent message with the file and line to fix', () => {
    const problems = catalogProblems({
      source: source('Copy link', 'Hello {name}', 'Read the <0>policy</0>', 'New one'),
      files: [
        file('en', [
          ['Copy link', 'Copy the link'],
          ['Hello {name}', 'Hello {name}'],
          ['Read the <0>policy</0>', 'Read the <0>policy</0>'],
          ['Gone', 'Gone'],
        ]),
        file('zh', [
          ['Copy link', ''],
          ['Hello {name}', '你好 {who}'],
          ['Read the <0>policy</0>', '阅读政策'],
          ['Gone', '没了'],
        ]),
      ],
      sourceLocale: 'en',
    })
    expect(problems).toEqual([
      'app/x.tsx:13: "New one" is not in locales/en/messages.po: run npm run i18n:extract',
      'locales/en/messages.po:6: the English text "Copy the link" differs from the source "Copy link": change the source (app/x.tsx:10)',
      'locales/en/messages.po:18: "Gone" is no longer used: run npm run i18n:extract',
      'app/x.tsx:13: "New one" is not in locales/zh/messages.po: run npm run i18n:extract',
      'locales/zh/messages.po:6: "Copy link" has no zh translation (used in app/x.tsx:10)',
      'locales/zh/messages.po:10: the zh translation of "Hello {name}" has {who}, the source {name}',
      'locales/zh/messages.po:14: the zh translation of "Read the <0>policy</0>" has no placeholders, the source </0> <0>',
      'locales/zh/messages.po:18: "Gone" is no longer used: run npm run i18n:extract',
    ])
  })

  it('sees a message used in another file than the catalogue lists (the build splits by it)', () => {
    const moved = { 'Copy link': { message: 'Copy link', origin: [['app/y.tsx', 3] as const] } }
    expect(
      catalogProblems({
        source: moved,
        files: [file('zh', [['Copy link', '复制链接']])],
        sourceLocale: 'en',
      }),
    ).toEqual([
      'locales/zh/messages.po:6: "Copy link" is used in app/y.tsx, the catalogue says app/x.tsx: run npm run i18n:extract',
    ])
  })

  it('reads placeholders, plurals and tags, and the line of each msgid', () => {
    expect(markers('{count, plural, one {# item} other {# items}} in <0>{place}</0><1/>')).toEqual([
      '</0>',
      '<0>',
      '<1/>',
      '{count}',
      '{place}',
    ])
    expect([...msgidLines('msgid ""\nmsgstr ""\n\nmsgid "A"\nmsgstr "B"\n')]).toEqual([['A', 4]])
  })
})
