import { notFoundMessages } from '@oche/screens/routing'
import type { Metadata } from 'next'
import { ErrorPage, errorPageMetadata } from './error-page'

export function generateMetadata(): Promise<Metadata> {
  return errorPageMetadata(notFoundMessages)
}

/** 404 (or the status a failed route validation gives) with the spec's error screen. */
export default function NotFound() {
  return <ErrorPage />
}
