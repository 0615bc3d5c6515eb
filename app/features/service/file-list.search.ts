import { optionalId, pageParam, searchValidator, textParam } from '~/lib/search'
import type { FileFilter } from './service.functions'

/** The search of the two file lists (downloads, manuals): page, category, series, keyword. */
export const fileListSearch = searchValidator({
  page: pageParam,
  category: optionalId,
  series: optionalId,
  keyword: textParam,
})

export type FileListSearch = ReturnType<typeof fileListSearch>

/** The filter a list's search asks for (its loader's deps, and what its page shows). */
export function fileListFilter(search: FileListSearch): FileFilter {
  return {
    page: search.page ?? 1,
    categoryId: search.category,
    optionId: search.series,
    keyword: search.keyword,
  }
}
