import type { Locale } from '~/i18n/locale'
import { getCaptcha } from './captcha.functions'

export type Captcha = { image: string; key: string }

/**
 * The first challenge of a form whose code loads on the visitor's first interaction (the
 * register page, decision 0004): asked for as soon as the page is live, its image is put into
 * the server's HTML of the form, and the form takes the same challenge over when it hydrates.
 */
type Early = { locale: Locale; promise: Promise<Captcha | null>; value: Captcha | null }
let early: Early | null = null
/** A live form shows its own challenges from now on. */
let claimed = false

export function fetchCaptcha(locale: Locale): Promise<Captcha | null> {
  return getCaptcha({ data: { locale } })
    .then((result) => (result.ok ? { image: result.image, key: result.key } : null))
    .catch(() => null)
}

export function prefetchCaptcha(locale: Locale) {
  if (claimed || early) return
  const entry: Early = { locale, promise: fetchCaptcha(locale), value: null }
  early = entry
  void entry.promise.then((captcha) => {
    entry.value = captcha
    if (claimed || !captcha) return
    // Not hydrated yet: the server's empty image box shows the challenge.
    const slot = document.querySelector('[data-captcha-slot]')
    if (slot && slot.childElementCount === 0) slot.innerHTML = captcha.image
  })
}

/** The early challenge already there, for the form's first render (it matches the page). */
export function earlyCaptcha(locale: Locale): Captcha | null {
  return !claimed && early?.locale === locale ? early.value : null
}

/** Called by a form as it goes live: the early challenge, if any, is its own now. */
export function claimEarlyCaptcha(locale: Locale): Promise<Captcha | null> | null {
  claimed = true
  const entry = early
  early = null
  return entry?.locale === locale ? entry.promise : null
}
