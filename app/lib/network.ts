type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/** Spec §2: prefetch is skipped on 2g or save-data connections (asked by the router on intent). */
export function shouldPrefetch(): boolean {
  if (typeof navigator === 'undefined') return true
  const connection: NetworkInformation | undefined = Reflect.get(navigator, 'connection')
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType ?? '').includes('2g')
}
