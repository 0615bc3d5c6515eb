import { createFileRoute, Outlet } from '@tanstack/react-router'
import { collectionParams } from '~/features/staff/content-params'

/** A content collection of the console: its list and its items. */
export const Route = createFileRoute('/staff/content/$collection')({
  params: collectionParams,
  component: Outlet,
})
