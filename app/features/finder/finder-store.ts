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
 * list is live, unless one of its handlers ran meanwhile. The list may have been drawn anew in
 * the browser by then (other places arriving while it waited: the back button, a filter): the
 * press then goes to the same button of the new list (same words, same place), if it has one.
 */
let live = false
let held: { button: HTMLButtonElement; list: Element } | null = null
let acted = false
const liveListeners = new Set<() => void>()

export function listIsLive(): boolean {
  return live
}

function setLive(value: boolean) {
  live = value
  for (const listener of liveListeners) listener()
}

/** Whether the list's code is there: a component showing the list re-renders when it is. */
export function useListLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      liveListeners.add(listener)
      return () => {
        liveListeners.delete(listener)
      }
    },
    () => live,
    () => false,
  )
}

export function holdPress(button: HTMLButtonElement, list: Element) {
  held = { button, list }
}

/** The list's handlers call this when they act. */
export function markActed() {
  acted = true
}

/** The same button in a list drawn anew: its words, and the place it is about. */
function sameButton(pressed: HTMLButtonElement, list: Element): HTMLButtonElement | undefined {
  const about = pressed.getAttribute('aria-describedby')
  return [...list.querySelectorAll('button')].find(
    (b) => b.textContent === pressed.textContent && b.getAttribute('aria-describedby') === about,
  )
}

/** The list has hydrated: its handlers are attached. */
export function markListLive() {
  setLive(true)
  const press = held
  held = null
  if (!press || acted) return
  const button = press.button.isConnected ? press.button : sameButton(press.button, press.list)
  button?.click()
}

/** A finder page starts with nothing picked, no position and its list not yet live. */
export function resetFinder() {
  setLive(false)
  held = null
  acted = false
  updateFinder(initial)
}
