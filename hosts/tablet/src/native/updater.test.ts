import { describe, expect, it, vi } from 'vitest'
import { createBundleUpdater, parseManifest, type BundlePlugin } from './updater'

const checksum = 'a'.repeat(64)
const manifest = { version: '1.5.0', url: 'https://oche.example/builds/tablet/1.5.0.zip', checksum }

function plugin(bundles: { id: string; version: string; status: string }[] = []) {
  return {
    notifyAppReady: vi.fn(async () => ({})),
    list: vi.fn(async () => ({ bundles })),
    download: vi.fn(async () => ({ id: 'downloaded-1' })),
    set: vi.fn(async () => undefined),
  } satisfies BundlePlugin
}

const updater = (bundlePlugin: BundlePlugin, answer: unknown, runningVersion = '1.4.0') =>
  createBundleUpdater({
    plugin: bundlePlugin,
    manifestUrl: 'https://oche.example/builds/tablet/latest.json',
    runningVersion,
    fetchJson: async () => answer,
  })

describe('the update manifest', () => {
  it('needs a version, an http(s) address and a SHA-256', () => {
    expect(parseManifest(manifest)).toEqual(manifest)
    expect(parseManifest({ ...manifest, checksum: 'abc' })).toBeNull()
    expect(parseManifest({ ...manifest, url: 'file:///sdcard/x.zip' })).toBeNull()
    expect(parseManifest({ ...manifest, version: ' ' })).toBeNull()
    expect(parseManifest(null)).toBeNull()
  })
})

describe('the bundle updater', () => {
  it('downloads a newer bundle with its checksum, and installs it when asked', async () => {
    const bundles = plugin()
    const found = await updater(bundles, manifest).check()
    expect(bundles.download).toHaveBeenCalledWith(manifest)
    expect(found).toEqual({ version: '1.5.0', bundleId: 'downloaded-1' })
    await updater(bundles, manifest).install({ version: '1.5.0', bundleId: 'downloaded-1' })
    expect(bundles.set).toHaveBeenCalledWith({ id: 'downloaded-1' })
  })

  it('does not download the same version twice', async () => {
    const bundles = plugin([{ id: 'kept-3', version: '1.5.0', status: 'success' }])
    await expect(updater(bundles, manifest).check()).resolves.toEqual({ version: '1.5.0', bundleId: 'kept-3' })
    expect(bundles.download).not.toHaveBeenCalled()
  })

  it('offers nothing for the running version, a broken manifest or none at all', async () => {
    const bundles = plugin()
    await expect(updater(bundles, manifest, '1.5.0').check()).resolves.toBeNull()
    await expect(updater(bundles, { version: '2.0.0' }).check()).resolves.toBeNull()
    await expect(
      createBundleUpdater({ plugin: bundles, manifestUrl: null, runningVersion: '1', fetchJson: vi.fn() }).check(),
    ).resolves.toBeNull()
    expect(bundles.download).not.toHaveBeenCalled()
  })

  it('tells the plugin the running bundle started', async () => {
    const bundles = plugin()
    await updater(bundles, manifest).ready()
    expect(bundles.notifyAppReady).toHaveBeenCalledOnce()
  })
})
