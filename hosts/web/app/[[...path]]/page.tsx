import type { Metadata } from 'next'
import { clientPageProps } from '../client-page'
import { routeMetadata } from '../route-metadata'
import { WebApp } from '../web-app'

type Props = {
  params: Promise<{ path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return routeMetadata((await params).path, searchParams)
}

/** Every route of the table: resolve it, guard it on the server (real redirects and status codes), render it. */
export default async function RoutePage({ params, searchParams }: Props) {
  return <WebApp {...await clientPageProps((await params).path, searchParams)} />
}

export const dynamic = 'force-dynamic'
