import { defineFeatureErrors } from '../../http/feature-errors'

/**
 * Errors of a league site's content (ADR 018): uploads, news, documents and board members (see
 * `http/feature-errors.ts`; their texts are `packages/i18n/src/messages/server`). `siteFile.unknown` names the field
 * that refers to the file (`cover_file_id`, `file_id`, `photo_file_id`) itself.
 */
export const siteContentErrors = defineFeatureErrors({
  'siteFile.tooLarge': { status: 413 },
  'siteFile.typeNotAllowed': { status: 422, field: 'file' },
  'siteFile.storageFull': { status: 422, field: 'file' },
  'siteFile.infected': { status: 422, field: 'file' },
  'siteFile.scanUnavailable': { status: 503 },
  'siteFile.notFound': { status: 404 },
  'siteFile.unknown': { status: 422, field: 'file_id' },
  'siteNews.notFound': { status: 404 },
  'siteDocument.notFound': { status: 404 },
  'siteDocument.unknownSeason': { status: 422, field: 'season' },
  'siteBoardMember.notFound': { status: 404 },
  'siteContent.orderMismatch': { status: 422, field: 'ids' },
  'sitePage.notFound': { status: 404 },
})

export type SiteContentError = keyof typeof siteContentErrors
