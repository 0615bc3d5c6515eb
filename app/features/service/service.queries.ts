import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getFile, getFiles, getOutlets, getVideos, searchSite } from './service.functions'

export type FileKind = 'download' | 'manual'
export type FileFilter = { page: number; categoryId?: number; optionId?: number; keyword?: string }
export type VideoKind = 'activity' | 'product' | 'aftersale'
export type OutletFilter = { area?: string; province?: string; city?: string }

export const filesQuery = (locale: Locale, kind: FileKind, filter: FileFilter) =>
  queryOptions({
    queryKey: ['files', locale, kind, filter],
    queryFn: () => getFiles({ data: { locale, kind, ...filter } }),
  })

export const fileQuery = (locale: Locale, kind: FileKind, id: number) =>
  queryOptions({
    queryKey: ['file', locale, kind, id],
    queryFn: () => getFile({ data: { locale, kind, id } }),
  })

export const videosQuery = (locale: Locale, kind: VideoKind, page: number) =>
  queryOptions({
    queryKey: ['videos', locale, kind, page],
    queryFn: () => getVideos({ data: { locale, kind, page } }),
  })

export const outletsQuery = (locale: Locale, filter: OutletFilter) =>
  queryOptions({
    queryKey: ['outlets', locale, filter],
    queryFn: () => getOutlets({ data: { locale, ...filter } }),
  })

export const searchQuery = (locale: Locale, keyword: string) =>
  queryOptions({
    queryKey: ['search', locale, keyword],
    queryFn: () => searchSite({ data: { locale, keyword } }),
  })
