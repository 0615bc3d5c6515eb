import { Trans, useLingui } from '@lingui/react/macro'
import { UsersIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { CollectionName } from '~/shared/staff/content'
import { type AnswerOf, staffCall } from '../calls'

/** How often the editor says the item is still open (the server forgets it after a minute). */
export const PRESENCE_BEAT_MS = 20_000

type Others = AnswerOf<'GET /presence/:collection/:id'>

/**
 * Says, while the editor is open, that this caller has the item open (`editing`: with unsaved
 * changes), and answers the others who do. Closing the editor says so at once.
 */
export function useItemPresence(collection: CollectionName, id: string | null, editing: boolean) {
  const [others, setOthers] = useState<Others>([])
  const editingRef = useRef(editing)
  editingRef.current = editing
  const beatRef = useRef<() => void>(() => {})
  useEffect(() => {
    if (!id) return
    let live = true
    const params = { collection, id }
    beatRef.current = () => {
      staffCall('POST /presence/:collection/:id', { params, body: { editing: editingRef.current } })
        .then((answer) => live && setOthers(answer))
        // A missed heartbeat is made up by the next one.
        .catch(() => undefined)
    }
    beatRef.current()
    const timer = setInterval(() => beatRef.current(), PRESENCE_BEAT_MS)
    return () => {
      live = false
      clearInterval(timer)
      beatRef.current = () => {}
      void staffCall('DELETE /presence/:collection/:id', { params }).catch(() => undefined)
    }
  }, [collection, id])
  // Starting or stopping to type is told at once, not at the next heartbeat.
  const told = useRef(editing)
  useEffect(() => {
    if (told.current === editing) return
    told.current = editing
    beatRef.current()
  })
  return others
}

/** "Also open: Li Wei (editing), Ann": the others who have the item open now. */
export function AlsoOpen({ others }: { others: Others }) {
  const { t } = useLingui()
  if (!others.length) return null
  const names = others.map((o) => (o.editing ? t`${o.name} (editing)` : o.name)).join(', ')
  return (
    <p
      role="status"
      data-testid="also-open"
      className="mb-4 flex items-center gap-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm dark:bg-sky-950/30"
    >
      <UsersIcon className="size-4 shrink-0" aria-hidden />
      <Trans>Also open: {names}</Trans>
    </p>
  )
}
