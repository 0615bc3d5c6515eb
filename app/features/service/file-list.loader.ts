import { loaderData } from '~/features/content/cms-errors'
import { listTwins } from '~/features/twins/twins'
import type { Locale } from '~/i18n/locale'
import { type FileFilter, type FileKind, getFiles } from './service.functions'

// The loader of the two file lists (downloads at /service/download, manuals at
// /service/explain), which differ only by their kind and path; their search and loader deps are
// `file-list.search.ts`, their page `FileListPage`.

/** The list's page of files with the options of its filters, and the other language's twins. */
export async function loadFileList(
  context: { locale: Locale },
  deps: FileFilter,
  kind: FileKind,
  path: string,
) {
  const { locale } = context
  const here = {
    page: deps.page,
    category: deps.categoryId,
    series: deps.optionId,
    keyword: deps.keyword,
  }
  const [data, twins] = await Promise.all([
    loaderData(getFiles({ data: { locale, kind, ...deps } })),
    listTwins(locale, path, kind, here, { category: deps.categoryId, series: deps.optionId }),
  ])
  return { data, twins }
}

/** What a file list's page shows: its loader's data. */
export type FileListData = Awaited<ReturnType<typeof loadFileList>>['data']
