// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { catalogsForPath } from '~/i18n/catalogs'
import { getI18n, loadCatalogs } from '~/i18n/i18n'
import { errorMessages, useAppForm } from './form-kit'

// The form kit draws its words from the catalogues of the pages with forms, as in the browser.
beforeAll(() => loadCatalogs('en', catalogsForPath('/contact/message')))
afterEach(cleanup)

const Schema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Please Input Your Email'), v.email('Bad email')),
})

function EmailForm({ onDone }: { onDone: (email: string) => void }) {
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onSubmit: Schema },
    onSubmit: ({ value }) => onDone(value.email),
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Email form">
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" required type="email" />}
        </form.AppField>
        <form.SubmitButton>Send</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

it('submits through the form kit: the schema message on its field with ARIA wiring, then valid input', async () => {
  const sent: string[] = []
  render(
    <I18nProvider i18n={getI18n('en')}>
      <EmailForm onDone={(e) => sent.push(e)} />
    </I18nProvider>,
  )
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  })
  // The form's own validation, not the browser's, answers.
  expect(screen.getByRole('form', { name: 'Email form' }).hasAttribute('novalidate')).toBe(true)
  const input = screen.getByLabelText(/^\*?Email$/)
  expect(input.getAttribute('aria-invalid')).toBe('true')
  const error = screen.getByText('Please Input Your Email')
  expect(input.getAttribute('aria-describedby')).toContain(error.id)
  expect(sent).toEqual([])

  await act(async () => {
    fireEvent.change(input, { target: { value: 'a@b.co' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  })
  expect(sent).toEqual(['a@b.co'])
})

it('reads messages from issues and strings alike, once each', () => {
  expect(errorMessages([{ message: 'A' }, 'B', 'A', null, 3])).toEqual(['A', 'B'])
})
