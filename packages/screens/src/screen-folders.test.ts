import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The folders of an area say what is a screen (docs/adr/012-screens-folders.md): its top-level folders are screens
// (or a group of screens laid out the same way inside, such as manage/play), what they share is under parts/ and
// the area's story helpers under story-helpers/.
const src = fileURLToPath(new URL('.', import.meta.url))
const notAreas = new Set(['app', 'routing'])
const shared = new Set(['parts', 'story-helpers'])

const entries = (folder: string) => readdirSync(folder).map((name) => join(folder, name))
const isFolder = (path: string) => statSync(path).isDirectory()
const name = (path: string) => relative(src, path)
const areas = entries(src).filter((path) => isFolder(path) && !notAreas.has(relative(src, path)))

function files(folder: string): string[] {
  return entries(folder).flatMap((path) => (isFolder(path) ? files(path) : [path]))
}

/** Top-level folders of an area (or of a group of screens) that are neither parts nor story helpers. */
function screenFolders(folder: string): string[] {
  return entries(folder).filter((path) => isFolder(path) && !shared.has(relative(folder, path)))
}

/** A screen folder has its `*-screen.tsx`; a group has only screen folders (and its parts and story helpers). */
function notScreens(folder: string): string[] {
  if (entries(folder).some((path) => path.endsWith('-screen.tsx'))) return []
  const inside = screenFolders(folder)
  if (inside.length === 0) return [name(folder)]
  return inside.flatMap(notScreens)
}

describe('the screens folders', () => {
  it.each(areas.map((area) => [name(area), area] as const))('%s keeps only screens at its top level', (_, area) => {
    expect(screenFolders(area).flatMap(notScreens)).toEqual([])
    const topFiles = entries(area).filter((path) => !isFolder(path))
    expect(topFiles.map(name)).toEqual(topFiles.length ? [`${name(area)}/index.ts`] : [])
  })

  it('keeps no screen among the parts', () => {
    const partsFolders = areas.flatMap(function partsOf(folder: string): string[] {
      const here = entries(folder).filter((path) => isFolder(path) && relative(folder, path) === 'parts')
      return [...here, ...screenFolders(folder).flatMap(partsOf)]
    })
    expect(partsFolders.length).toBeGreaterThan(0)
    const screens = partsFolders.flatMap(files).filter((path) => path.endsWith('-screen.tsx'))
    expect(screens.map(name)).toEqual([])
  })

  it('keeps only story helpers in story-helpers folders', () => {
    const helpers = files(src).filter((path) => path.includes('/story-helpers/'))
    expect(helpers.length).toBeGreaterThan(0)
    expect(helpers.filter((path) => !/\.story-helpers\.tsx?$/.test(path)).map(name)).toEqual([])
  })
})
