/** CSV for spreadsheets: UTF-8 with a BOM, CRLF lines, quoted where needed. */
export function toCsv(rows: string[][]): string {
  const cell = (value: string) => {
    // A leading = + - @ would run as a formula in a spreadsheet: neutralize it.
    const safe = /^[=+\-@]/.test(value) ? `'${value}` : value
    // A semicolon too: spreadsheets set to split on it would cut the cell in two.
    return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`
}
