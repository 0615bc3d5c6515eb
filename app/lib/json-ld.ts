/** A JSON-LD script for a route's head; `<` is escaped so content cannot close the script. */
export function jsonLdScript(data: Record<string, unknown>) {
  return {
    type: 'application/ld+json',
    children: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
      /</g,
      '\\u003c',
    ),
  }
}
