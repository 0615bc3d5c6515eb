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
 * list is live, unless one of its handlers ran meanwhile.
 */
let live = false
let held: HTMLButtonElement | null = null
let acted = false

export function listIsLive(): boolean {
  return live
}

export function holdPress(button: HTMLButtonElement) {
  held = button
}

/** The list's handlers call this when they act. */
export function markActed() {
  acted = true
}

/** The list has hydrated: its handlers are attached. */
export function markListLive() {
  live = true
  const button = held
  held = null
  if (button?.isConnected && !acted) button.click()
}

/** A finder page starts with nothing picked, no position and its list not yet live. */
export function resetFinder() {
  live = false
  held = null
  acted = false
  updateFinder(initial)
}
