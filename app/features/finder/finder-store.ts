import { useSyncExternalStore } from 'react'
import type { LatLng } from './geo'

/**
 * What the finder's list and map share: the place picked in either, and the visitor's position
 * once they asked for the nearest places. The list and the map load separately (on the first
 * interaction and when the map is in view), so the state lives here, outside both.
 */
export type FinderState = {
  selected: number | null
  /** Where the pick came from: the list scrolls to a place picked on the map. */
  pickedOn: 'list' | 'map' | null
  origin: LatLng | null
}

const initial: FinderState = { selected: null, pickedOn: null, origin: null }
let state = initial
const listeners = new Set<() => void>()

export function updateFinder(change: Partial<FinderState>) {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useFinder(): FinderState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  )
}

/**
 * The list's code loads on the visitor's first interaction (decision 0004), so the press that
 * loads it lands before its handlers exist. That button is held and pressed again once the
 * list is live, unless one of its handlers ran meanwhile. The list may have been rendered anew
 * by then (the finder's messages arriving while it waits re-render it in the browser), so the
 * press goes to the button at the same place in the list when the one pressed is gone.
 */
let live = false
let held: { button: HTMLButtonElement; list: Element; index: number } | null = null
let acted = false

export function listIsLive(): boolean {
  return live
}

export function holdPress(button: HTMLButtonElement, list: Element) {
  held = { button, list, index: [...list.querySelectorAll('button')].indexOf(button) }
}

/** The list's handlers call this when they act. */
export function markActed() {
  acted = true
}

/** The list has hydrated: its handlers are attached. */
export function markListLive() {
  live = true
  const press = held
  held = null
  if (!press || acted) return
  const button = press.button.isConnected
    ? press.button
    : press.list.querySelectorAll('button')[press.index]
  button?.click()
}

/** A finder page starts with nothing picked, no position and its list not yet live. */
export function resetFinder() {
  live = false
  held = null
  acted = false
  updateFinder(initial)
}
