import { toast } from '@oche/ui'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { usePlatform } from '../platform/platform-context'
import { reloadAfterChunkError } from './chunk-error'

/** How often a page asks whether a newer build was deployed. */
export const buildPollIntervalMs = 5 * 60_000

/**
 * Detects a new deployment by polling /builds/latest.json (written by the web host's build) and offers a reload
 * in an unobtrusive toast; reloads to the target path when a code chunk of the old build cannot be loaded.
 */
export function NewVersionPrompt() {
  const intl = useIntl()
  const { config, reload } = usePlatform()

  useEffect(() => {
    if (!config.buildId || config.shell !== 'web') return
    let announced = false
    const check = async () => {
      if (announced || document.visibilityState !== 'visible') return
      const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' }).catch(() => null)
      const latest = response?.ok ? ((await response.json().catch(() => null)) as { id?: string } | null) : null
      if (!latest?.id || latest.id === config.buildId) return
      announced = true
      toast.info(
        intl.formatMessage({ id: 'shell.newVersion.title', defaultMessage: 'A new version of Oche is available' }),
        {
          duration: Infinity,
          action: {
            label: intl.formatMessage({ id: 'shell.newVersion.reload', defaultMessage: 'Reload' }),
            onClick: () => reload(),
          },
        },
      )
    }
    const timer = setInterval(check, buildPollIntervalMs)
    document.addEventListener('visibilitychange', check)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', check)
    }
  }, [config.buildId, config.shell, intl, reload])

  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const reason = 'reason' in event ? event.reason : event.error
      reloadAfterChunkError(reason, location.pathname + location.search)
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onError)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onError)
    }
  }, [])

  return null
}
