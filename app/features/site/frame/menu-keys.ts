import { MAIN_MENU } from './main-menu'

/** The top-level links of the header's menu, and each one's sub-menu links (none: empty). */
function menuParts(item: Element) {
  return {
    trigger: item.querySelector<HTMLElement>(':scope > a'),
    links: [...item.querySelectorAll<HTMLElement>(':scope > ul a')],
  }
}

/**
 * Keys of the header's menu (a disclosure menu of links): Esc closes the open sub-menu and puts
 * the focus back on its link; ↓ and ↑ open a sub-menu and move through it; ← and → go from one
 * top-level link to the next, past the sub-menus. Tab goes through the top-level links only
 * (the sub-menus' links are out of the Tab order: a dozen stops cross the header).
 */
export function onMenuKey(event: KeyboardEvent) {
  const menu = event.currentTarget
  const target = event.target
  if (!(menu instanceof HTMLElement) || !(target instanceof HTMLElement)) return
  const item = target.closest(`#${MAIN_MENU} > li`)
  if (!item) return
  const { trigger, links } = menuParts(item)
  const at = links.indexOf(target)
  const go = (to: HTMLElement | null | undefined) => {
    if (!to) return
    event.preventDefault()
    to.focus()
  }
  const open = () => item.removeAttribute('data-closed')
  const key = event.key
  if (key === 'Escape' && links.length > 0 && !item.hasAttribute('data-closed')) {
    item.setAttribute('data-closed', '')
    // It opens again when the pointer comes back or the focus leaves the item.
    const reopen = (e: Event) => {
      if (
        e instanceof FocusEvent &&
        e.relatedTarget instanceof Node &&
        item.contains(e.relatedTarget)
      ) {
        return
      }
      item.removeAttribute('data-closed')
      item.removeEventListener('mouseenter', reopen)
      item.removeEventListener('focusout', reopen)
    }
    item.addEventListener('mouseenter', reopen)
    item.addEventListener('focusout', reopen)
    go(trigger)
  } else if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (links.length === 0) return
    open()
    const step = key === 'ArrowDown' ? 1 : -1
    go(
      links[at < 0 ? (step > 0 ? 0 : links.length - 1) : (at + step + links.length) % links.length],
    )
  } else if ((key === 'Home' || key === 'End') && at >= 0) {
    go(links[key === 'Home' ? 0 : links.length - 1])
  } else if (key === 'ArrowRight' || key === 'ArrowLeft') {
    const items = [...menu.children]
    const next =
      items[(items.indexOf(item) + (key === 'ArrowRight' ? 1 : -1) + items.length) % items.length]
    if (next) go(menuParts(next).trigger)
  }
}
