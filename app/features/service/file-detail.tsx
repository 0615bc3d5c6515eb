import { Trans } from '@lingui/react/macro'
import { RichText } from '~/components/content/rich-text'
import { AppLink } from '~/components/site/app-link'
import { buttonVariants } from '~/components/ui/button'
import { formatDate, formatFileSize } from '~/features/content/format'
import { useLocale } from '~/i18n/use-locale'
import type { FileKind, getFile } from './service.functions'

/** A download's or manual's page, as its route's loader read it (`getFile`). */
export function FileDetail({
  kind,
  file: f,
}: {
  kind: FileKind
  file: Awaited<ReturnType<typeof getFile>>
}) {
  const locale = useLocale()
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{f.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {f.category?.name} · {f.fileType} · {formatFileSize(f.fileSize)} ·{' '}
        <time dateTime={f.publishedAt}>{formatDate(locale, f.publishedAt)}</time>
      </p>
      <p className="mt-4">{f.description}</p>
      <a
        href={f.fileUrl}
        download
        data-testid="file-link"
        className={buttonVariants({ className: 'mt-6' })}
      >
        <Trans>Download the file</Trans>
      </a>
      {f.content && <RichText html={f.content} className="mt-8" />}
      {f.productId && (
        <p className="mt-8">
          <AppLink
            to={`/product/detail/${f.productId}`}
            className="text-primary underline underline-offset-4"
          >
            <Trans>See the product</Trans>
          </AppLink>
        </p>
      )}
      <p className="mt-4">
        <AppLink
          to={kind === 'manual' ? '/service/explain' : '/service/download'}
          className="text-primary underline underline-offset-4"
        >
          {kind === 'manual' ? (
            <Trans>Back to the manuals</Trans>
          ) : (
            <Trans>Back to the downloads</Trans>
          )}
        </AppLink>
      </p>
    </article>
  )
}
