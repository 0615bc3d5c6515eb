import { notFound, redirect } from '@tanstack/react-router'
import {
  HttpError,
  markResponseStatus,
  markUncacheable,
  statusOfError,
} from '~/lib/http/http-error.isomorphic'
import { logError } from '~/lib/log-error.isomorphic'
import { CmsApiError, isMissingCall } from '~/shared/cmsapi/errors.isomorphic'

/**
 * Runs a page's main cmsapi read for a server function: a not-found becomes the router's
 * notFound() (the 404 screen; never kept by a cache unless the service said so plainly), any
 * other failure an HttpError that keeps its status (502, 504, 400…). Only this read decides
 * the page's status; the page's other parts are `section`s.
 */
export async function cmsRead<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof CmsApiError && error.isNotFound) {
      if (!error.isRecordNotFound) markUncacheable()
      throw notFound()
    }
    if (error instanceof HttpError) throw error
    // A failed upstream call has its own log line (server/cmsapi/log.ts); anything else is ours.
    if (!(error instanceof CmsApiError)) logError(error, 'content read failed')
    markUncacheable()
    // The service's own words stay in the log: the page (and its data) gets only the status.
    throw new HttpError(statusOfError(error), 'The content service failed')
  }
}

/**
 * A part of a page that may fail alone (a side list, the frame's menu, the brands): on failure
 * the part is `fallback` and the page lives. A call the service does not have (HTTP 404: an
 * old CMS without an extension) is a lasting state, so the fallback is the page as it is;
 * any other failure is of the moment, so no cache may keep the page.
 */
export async function section<T>(work: Promise<T>, fallback: T): Promise<Section<T>> {
  try {
    return { value: await work, failed: false, error: null }
  } catch (error) {
    if (!(error instanceof CmsApiError)) logError(error, 'page section failed')
    const lasting = isMissingCall(error)
    if (!lasting) markUncacheable()
    return { value: fallback, failed: !lasting, error }
  }
}

export type Section<T> = {
  value: T
  /** It fell back for a failure of the moment (not for a call the service lacks). */
  failed: boolean
  error: unknown
}

/**
 * A page made of sections alone (the home page) lives while any of them has something: when
 * every one failed, it answers with the first failure's status like a main read would.
 */
export function unlessAllFailed(parts: ReadonlyArray<Section<unknown>>): void {
  if (parts.length === 0 || !parts.every((part) => part.error !== null)) return
  const [first] = parts
  throw new HttpError(statusOfError(first?.error), 'Every part of the page failed')
}

/**
 * For loaders: a failure answers the server render with its own status, then shows the error;
 * a 400 from the content service leads the visitor to the /400 page (spec §8).
 */
export async function loaderData<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    // No cache keeps the redirect: cmsRead marked the answer when the read failed.
    if (error instanceof HttpError && error.status === 400) {
      // In the page's language: the locale param is kept.
      throw redirect({ to: '/{-$locale}/400', params: true, statusCode: 302 })
    }
    if (error instanceof HttpError) markResponseStatus(error.status)
    throw error
  }
}
