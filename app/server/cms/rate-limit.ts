import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import type { Db } from '~/server/db/client'
import { rateLimits } from '~/server/db/schema'
import { CmsError } from './core'

type Limit = { points: number; duration: number; blockDuration?: number }

const limiters = new WeakMap<Db, Map<string, RateLimiterDrizzle>>()

/**
 * A rate limit kept in the database (`rate_limits`), so every app instance on the same
 * database shares it.
 */
function limiter(db: Db, name: string, limit: Limit): RateLimiterDrizzle {
  let byName = limiters.get(db)
  if (!byName) {
    byName = new Map()
    limiters.set(db, byName)
  }
  let found = byName.get(name)
  if (!found) {
    found = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: limit.points,
      duration: limit.duration,
      blockDuration: limit.blockDuration ?? 0,
      clearExpiredByTimeout: false,
    })
    byName.set(name, found)
  }
  return found
}

/**
 * The row key of `key` under a limit, as the limiter stores it: for statements that count an
 * attempt together with other work in one round trip (the code check).
 */
export function limitRowKey(db: Db, name: string, key: string, limit: Limit): string {
  return limiter(db, name, limit).getKey(key)
}

/** Counts one attempt; over the limit it is a 429 with a message, never a 500. */
export async function consumeLimit(
  db: Db,
  name: string,
  key: string,
  limit: Limit,
  message?: string,
) {
  try {
    await limiter(db, name, limit).consume(key)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw overLimit(message)
    throw error
  }
}

/** The answer to an attempt over its limit: a 429 with a message, never a 500. */
export function overLimit(message = 'Too many requests, please try again later'): CmsError {
  return new CmsError(429, message, 429)
}

/** Counts one attempt without refusing anything: the caller looks at remainingPoints. */
export async function countMiss(db: Db, name: string, key: string, limit: Limit) {
  try {
    await limiter(db, name, limit).consume(key)
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
  }
}

/**
 * Counts one attempt and tells whether it is still within the limit. The count is one atomic
 * step, so attempts racing each other are counted, never let through together.
 */
export async function countWithin(db: Db, name: string, key: string, limit: Limit) {
  try {
    await limiter(db, name, limit).consume(key)
    return true
  } catch (error) {
    if (error instanceof RateLimiterRes) return false
    throw error
  }
}

/** Attempts left under a limit, without counting one. */
export async function remainingPoints(db: Db, name: string, key: string, limit: Limit) {
  const res = await limiter(db, name, limit).get(key)
  return res ? Math.max(limit.points - res.consumedPoints, 0) : limit.points
}

export async function resetLimit(db: Db, name: string, key: string, limit: Limit) {
  await limiter(db, name, limit).delete(key)
}

/** One attempt counted under a limit: whether it is within, and how long until a point frees. */
export type Attempt = { within: boolean; consumed: number; msBeforeNext: number }

/**
 * Counts one attempt in one atomic step (racing attempts are each counted) and says where it
 * stands; `refund` gives the point back when the attempt turns out not to count (a success).
 */
export async function countAttempt(
  db: Db,
  name: string,
  key: string,
  limit: Limit,
): Promise<Attempt> {
  try {
    const res = await limiter(db, name, limit).consume(key)
    return { within: true, consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext }
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    return { within: false, consumed: error.consumedPoints, msBeforeNext: error.msBeforeNext }
  }
}

/** Gives back a point counted by countAttempt. */
export async function refund(db: Db, name: string, key: string, limit: Limit) {
  await limiter(db, name, limit).reward(key, 1)
}

/** Points counted under a limit now and how long until one frees, without counting one. */
export async function peekLimit(db: Db, name: string, key: string, limit: Limit) {
  const res = await limiter(db, name, limit).get(key)
  return { consumed: res?.consumedPoints ?? 0, msBeforeNext: res?.msBeforeNext ?? 0 }
}
