import { type RefObject, useEffect } from 'react'

/**
 * A visitor may tick a box or type into a field of the server's HTML before React takes the page
 * over. Hydration keeps what the field shows but not the change: React's state still has the
 * server's value (and writes it into `defaultChecked` / `defaultValue`), and no change event
 * ever reaches it. Once the part under `ref` is hydrated, such a field is given back to React as
 * the change the visitor made, so that the first action counts.
 */
export function useEarlyInput(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    for (const field of root.querySelectorAll('input, textarea')) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue
      if (field.disabled) continue
      if (
        field instanceof HTMLInputElement &&
        (field.type === 'checkbox' || field.type === 'radio')
      ) {
        if (field.checked === field.defaultChecked) continue
        // A radio group changes through the one now chosen, not the one left.
        if (field.type === 'radio' && !field.checked) continue
        const wanted = field.checked
        // Back to what React has, through React's value tracker; then the visitor's click.
        field.checked = !wanted
        field.click()
        continue
      }
      if (field.value === field.defaultValue) continue
      const wanted = field.value
      field.value = field.defaultValue
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        wanted,
      )
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }, [ref])
}
