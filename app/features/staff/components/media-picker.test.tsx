// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { catalogsForPath } from '~/i18n/catalogs'
import { getI18n, loadCatalogs } from '~/i18n/i18n'
import { MediaPicker } from './media-picker'

// The browser loads a staff page's catalogues before it renders: so does the test.
beforeAll(() => loadCatalogs('en', catalogsForPath('/staff/news')))
afterEach(cleanup)

it('submitting the upload form of the picker never submits the edit form it was opened from', async () => {
  const saves: string[] = []
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const { container } = render(
    <I18nProvider i18n={getI18n('en')}>
      <QueryClientProvider client={client}>
        <form
          aria-label="Edit"
          onSubmit={(e) => {
            e.preventDefault()
            saves.push('saved')
          }}
        >
          <input aria-label="Title" defaultValue="Half-edited" />
          <MediaPicker open onOpenChange={() => {}} onPick={() => {}} />
        </form>
      </QueryClientProvider>
    </I18nProvider>,
  )
  const upload = screen.getByRole('form', { name: 'Upload an image' })
  await act(async () => {
    fireEvent.submit(upload)
  })
  // The upload form answered (no file chosen: its message beside the dialog's title) and the
  // edit form was not submitted.
  expect(await screen.findAllByText('Choose an image')).toHaveLength(2)
  expect(saves).toEqual([])
  // The edit form's own submit still saves (the open dialog hides it from the accessibility tree).
  const edit = container.querySelector('form[aria-label="Edit"]')
  if (!edit) throw new Error('no edit form')
  await act(async () => {
    fireEvent.submit(edit)
  })
  expect(saves).toEqual(['saved'])
})
