import { forbiddenMessages } from '@oche/screens/routing'
import type { Metadata } from 'next'
import { ErrorPage, errorPageMetadata } from './error-page'

export function generateMetadata(): Promise<Metadata> {
  return errorPageMetadata(forbiddenMessages)
}

/** 403 with the spec's error screen: a signed-in caller opened a page of a role they do not have. */
export default function Forbidden() {
  return <ErrorPage status={403} />
}
