import { isLocale } from '@oche/i18n'
import { AppProviders, HomeScreen } from '@oche/screens'
import { notFound } from 'next/navigation'

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return (
    <AppProviders locale={locale}>
      <HomeScreen locale={locale} />
    </AppProviders>
  )
}
