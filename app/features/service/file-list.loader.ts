import type { QueryClient } from '@tanstack/react-query'
import { loaderData } from '~/features/content/cms-errors'
import { listTwins } from '~/features/twins/twins.queries'
import type { Locale } from '~/i18n/locale'
import { type FileFilter, type FileKind, filesQuery } from './service.queries'

// The loader of the two file lists (downloads at /service/download, manuals at
// /service/explain), which differ only by their kind and path; their search and loader deps are
// `file-list.search.ts`, their page `FileListPage`.

/** The list's page of files, then the filter twins of the other language. */
export async function loadFileList(
  context: { queryClient: QueryClient; locale: Locale },
  deps: FileFilter,
  kind: FileKind,
  path: string,
) {
  const { queryClient, locale } = context
  await loaderData(queryClient.ensureQueryData(filesQuery(locale, kind, deps)))
  const here = {
    page: deps.page,
    category: deps.categoryId,
    series: deps.optionId,
    keyword: deps.keyword,
  }
  return {
    twins: await listTwins(queryClient, locale, path, kind, here, {
      category: deps.categoryId,
      series: deps.optionId,
    }),
  }
}
