import { Readable } from 'node:stream'
import { parse } from 'csv-parse'

/**
 * The rows of a file of codes, as the import reads them (codes-import.ts): on the web server's
 * thread for a stream of lines, in the rows' worker thread for a file (rows-worker.ts). Imports
 * nothing of the app, so that the worker runs it as it is under the tests.
 */

/** One row of a file: its line number (1-based, as a spreadsheet shows it) and its cells. */
export type SourceRow = { line: number; cells: string[] }

/** CSV rows from bytes or text, with the line each starts on. */
export async function* csvRows(
  source: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  onMalformed: (line: number, raw: string) => void,
): AsyncGenerator<SourceRow> {
  const parser = parse({
    bom: true,
    delimiter: [',', ';', '\t'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    info: true,
    on_skip: (error, raw) => {
      const line = error?.lines
      onMalformed(typeof line === 'number' ? line : 0, raw ?? '')
      return undefined
    },
  })
  const input = Readable.from(source)
  input.on('error', (error) => parser.destroy(error))
  input.pipe(parser)
  for await (const { record, info } of parser) {
    yield { line: info.lines, cells: record }
  }
}
