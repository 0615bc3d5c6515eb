import { Trans, useLingui } from '@lingui/react/macro'
import { FileText } from 'lucide-react'
import type { ReactNode } from 'react'
import { FilterForm } from '~/components/content/filter-form'
import { Pagination, withQuery } from '~/components/content/pagination'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { formatDate, formatFileSize } from '~/features/content/format'
import { useLocale } from '~/i18n/use-locale'
import type { FileListData } from './file-list.loader'
import { type FileListSearch, fileListFilter } from './file-list.search'
import type { FileFilter, FileKind } from './service.functions'

/**
 * The page of a file list (downloads, manuals): its heading, then the list its search asks for,
 * as its route's loader read it (`loadFileList`).
 */
export function FileListPage({
  kind,
  path,
  search,
  data,
  title,
  intro,
}: {
  kind: FileKind
  path: string
  search: FileListSearch
  data: FileListData
  title: ReactNode
  intro: ReactNode
}) {
  return (
    <>
      <PageHeading title={title} intro={intro} />
      <FileList kind={kind} path={path} filter={fileListFilter(search)} data={data} />
    </>
  )
}

/** Downloads or manuals: filters by category, product series and keyword; paged list. */
export function FileList({
  kind,
  path,
  filter,
  data,
}: {
  kind: FileKind
  path: string
  filter: FileFilter
  data: FileListData
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const detail = kind === 'manual' ? '/service/explain/detail' : '/service/download/detail'
  return (
    <>
      <FilterForm
        path={path}
        fields={[
          {
            kind: 'select',
            name: 'category',
            label: t`Category`,
            value: filter.categoryId,
            options: data.categories.map((c) => ({ value: c.id, label: c.name })),
          },
          {
            kind: 'select',
            name: 'series',
            label: t`Brand series`,
            value: filter.optionId,
            options: data.options.map((o) => ({ value: o.id, label: o.name })),
          },
          { kind: 'text', name: 'keyword', label: t`Keyword`, value: filter.keyword },
        ]}
      />
      <p className="mb-3 text-sm text-muted-foreground" data-testid="result-count">
        {t`${data.files.total} files`}
      </p>
      {data.files.list.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No files match these filters.</Trans>
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="file-list">
          {data.files.list.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-4 p-4">
              <FileText className="size-6 shrink-0 text-primary" aria-hidden />
              <div className="min-w-0 flex-1">
                <AppLink to={`${detail}/${f.id}`} className="font-medium hover:text-primary">
                  {f.title}
                </AppLink>
                <p className="text-xs text-muted-foreground">
                  {f.fileType} · {formatFileSize(f.fileSize)} ·{' '}
                  <time dateTime={f.publishedAt}>{formatDate(locale, f.publishedAt)}</time>
                </p>
              </div>
              <a
                href={f.fileUrl}
                download
                className="rounded-md border px-3 py-1.5 text-sm hover:bg-accent"
                aria-label={t`Download ${f.title}`}
              >
                <Trans>Download</Trans>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={data.files.pageNo}
        pageSize={data.files.pageSize}
        total={data.files.total}
        hrefFor={(n) =>
          withQuery(path, {
            category: filter.categoryId,
            series: filter.optionId,
            keyword: filter.keyword,
            page: n,
          })
        }
      />
    </>
  )
}
