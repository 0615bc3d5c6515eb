/**
 * One field of a visitor's form (join, business, feedback, reservation, evaluation), labelled in
 * the reader's language: the survey form draws it, the staff console and the submissions export
 * name a stored value by it.
 */
export type FormField = {
  name: string
  label: string
  required?: boolean
  kind: 'text' | 'tel' | 'email' | 'date' | 'textarea' | 'select' | 'radio'
  options?: Array<{ value: string; label: string }>
  wide?: boolean
  /** Filled in by the service staff (the console shows it): never on the visitor's form. */
  staffOnly?: boolean
}
