import { notFound } from '@tanstack/react-router'
import { HttpError, markResponseStatus, statusOfError } from '~/lib/http-error'
import { logError } from '~/lib/log-error'
import { CmsApiError } from '~/server/cmsapi/errors'

/**
 * Runs a cmsapi read for a server function: a not-found becomes the router's notFound() (the
 * 404 screen), any other failure an HttpError that keeps its status (502, 504, 400…).
 */
export async function cmsRead<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof CmsApiError && error.isNotFound) throw notFound()
    if (error instanceof HttpError) throw error
    logError(error, 'content read failed')
    throw new HttpError(statusOfError(error), error instanceof Error ? error.message : 'Failed')
  }
}

/** For loaders: a failure answers the server render with its own status, then shows the error. */
export async function loaderData<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof HttpError) markResponseStatus(error.status)
    throw error
  }
}
