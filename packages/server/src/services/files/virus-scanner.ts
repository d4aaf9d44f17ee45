import { createReadStream } from 'node:fs'
import NodeClam from 'clamscan'
import type { Logger } from 'pino'
import type { ClamdAddress } from '../../config'

// The optional virus scan of uploads (ADR 018): when OCHE_CLAMD names a ClamAV daemon, every upload is streamed to it
// (clamd's INSTREAM command, through the `clamscan` library) before it is stored; no answer, no upload.

/** What the scanner said of a file: clean, or the threat it found. */
export type ScanVerdict = { infected: false } | { infected: true; threat: string }

/** Asks the virus scanner about the bytes at `path`; rejects when it does not answer. */
export type VirusScanner = (path: string) => Promise<ScanVerdict>

/** clamd's answer to one file can take a while on a large office document, never this long. */
const SCAN_TIMEOUT_MS = 60_000

/**
 * A scanner that streams each file to the ClamAV daemon at `address`. The connection is made per file (clamd's
 * INSTREAM takes one stream a connection); the library is set up on first use, so a daemon that starts after the
 * API does not matter, and set up again after a failure.
 */
export function clamdScanner(address: ClamdAddress, timeoutMs = SCAN_TIMEOUT_MS): VirusScanner {
  let ready: Promise<NodeClam> | null = null
  const setUp = () =>
    new NodeClam().init({
      // Only the daemon: no local binary run (not even for its version), no fallback to one, no test connection.
      clamscan: { active: false, path: '' },
      clamdscan: { ...address, path: '', timeout: timeoutMs, localFallback: false, bypassTest: true, active: true },
      preference: 'clamdscan',
    })
  return async (path) => {
    ready ??= setUp().catch((error: unknown) => {
      ready = null
      throw error
    })
    const clam = await ready
    const bytes = createReadStream(path)
    let timer: NodeJS.Timeout | undefined
    // The library's socket timeout only bounds the connection; a daemon that stops answering mid-scan is bounded here.
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The virus scanner did not answer in time')), timeoutMs)
    })
    const { isInfected, viruses } = await Promise.race([clam.scanStream(bytes), silence]).finally(() => {
      clearTimeout(timer)
      bytes.destroy()
    })
    if (isInfected === true) return { infected: true, threat: viruses[0] ?? 'unknown' }
    // `null`: clamd answered neither OK nor FOUND (an error of its own, a stream over its size limit).
    if (isInfected !== false) throw new Error('The virus scanner gave no verdict')
    return { infected: false }
  }
}

/** The scanner, with each time it did not answer written to the log: the operator sees why uploads are refused. */
export function loggedScanner(scan: VirusScanner, logger: Logger): VirusScanner {
  return (path) =>
    scan(path).catch((error: unknown) => {
      logger.warn({ err: error }, 'The virus scanner (OCHE_CLAMD) did not answer: the upload was refused')
      throw error
    })
}
