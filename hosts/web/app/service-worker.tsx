'use client'

import { useEffect } from 'react'

/** The service worker's address (app/serwist/[path]/route.ts builds app/sw.ts there). */
const workerUrl = '/serwist/sw.js'

/** Runs `work` once the page has loaded and the browser is idle: after the page's own scripts and first paint. */
function whenIdle(work: () => void): () => void {
  // Safari has no requestIdleCallback: a timer after the load event is the nearest it has.
  const hasIdle = typeof window.requestIdleCallback === 'function'
  let idle: number | undefined
  const schedule = () => {
    idle = hasIdle ? window.requestIdleCallback(work, { timeout: 5_000 }) : window.setTimeout(work, 1)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle === undefined) return
    if (hasIdle) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}

/** Asks the service worker to keep a copy of a page the app went to without loading it (serwist's CACHE_URLS). */
function cachePage(url: string | URL | null | undefined) {
  if (!url || !navigator.onLine) return
  navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [String(url)] } })
}

/**
 * Registers the service worker that keeps offline play working with no network (app/sw.ts), once the page is idle:
 * registering needs two calls of the browser's own API, so no page carries a library's code for it before its first
 * paint. Like serwist's provider, it also asks the worker to keep each page the app goes to in the browser (its
 * navigations change the address with `history`, which the worker does not see).
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const cancel = whenIdle(() => {
      navigator.serviceWorker.register(workerUrl, { scope: '/', type: 'module' }).catch(() => {
        // Without a service worker the app works online as before; offline play needs one.
      })
    })
    const { pushState, replaceState } = history
    history.pushState = function (data, unused, url) {
      pushState.call(history, data, unused, url)
      cachePage(url)
    }
    history.replaceState = function (data, unused, url) {
      replaceState.call(history, data, unused, url)
      cachePage(url)
    }
    const cacheCurrent = () => cachePage(location.pathname)
    window.addEventListener('online', cacheCurrent)
    return () => {
      cancel()
      history.pushState = pushState
      history.replaceState = replaceState
      window.removeEventListener('online', cacheCurrent)
    }
  }, [])
  return null
}
