/** A page of a paged list, as the cmsapi list calls answer. */
export type ListPage<T> = { list: T[]; total: number }

/**
 * Every item of a paged list, up to `limit`: the first page tells the total and how many items
 * the content service really gives per page (an upstream CMS may give fewer than asked), the
 * other pages are read in parallel.
 */
export async function allPages<T>(
  readPage: (pageNo: number, pageSize: number) => Promise<ListPage<T>>,
  { limit, pageSize }: { limit: number; pageSize: number },
): Promise<ListPage<T>> {
  const first = await readPage(1, pageSize)
  const perPage = first.list.length
  const wanted = Math.min(first.total, limit)
  if (perPage === 0 || perPage >= wanted) {
    return { list: first.list.slice(0, limit), total: first.total }
  }
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(wanted / perPage) - 1 }, (_, i) => readPage(i + 2, pageSize)),
  )
  const list = [first, ...rest].flatMap((page) => page.list).slice(0, limit)
  return { list, total: first.total }
}
