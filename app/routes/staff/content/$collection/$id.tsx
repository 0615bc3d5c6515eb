import { createFileRoute } from '@tanstack/react-router'
import { ContentEditorScreen } from '~/features/staff/screens/content-editor'

/** One item of a collection in both languages; `new` starts one. */
export const Route = createFileRoute('/staff/content/$collection/$id')({
  component: ContentEditorScreen,
})
