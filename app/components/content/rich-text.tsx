import { cn } from '~/lib/utils'

/** HTML from the content service, sanitized on the server (app/server/sanitize.ts). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-none leading-relaxed [&_a]:text-primary [&_a]:underline [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-3 [&_ul]:list-disc',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
