/**
 * The largest id a row can have: ids are PostgreSQL `integer`s (32 bits, signed). A larger one
 * names nothing; passed on, it would make the database fail instead of answer "not found".
 */
export const MAX_ID = 2_147_483_647

/** A whole number from 1 to MAX_ID. */
export function isId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID
}
