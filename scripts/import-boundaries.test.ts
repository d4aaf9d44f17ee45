// The import-boundary rule of eslint.config.js (the dependency arrows of docs/architecture.md) run through ESLint's
// Node API on small in-memory files, so the rule cannot quietly stop reporting.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
let eslint: ESLint

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' })
  await eslint.calculateConfigForFile('packages/ui/src/index.ts')
})

/** The imports the rule reports in `code` placed at `file` (relative to the repository root). */
async function reported(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file), warnIgnored: true })
  expect(result!.messages.filter((message) => message.ruleId !== 'no-restricted-imports')).toEqual([])
  return result!.messages.map((message) => message.message.match(/^'([^']+)'/)?.[1] ?? message.message)
}

describe('import boundaries', () => {
  it('keeps @oche/ui free of the API, realtime, languages and screens', async () => {
    const code = [
      "import { createApiClient } from '@oche/api'",
      "import type { Realtime } from '@oche/realtime'",
      "import { messagesFor } from '@oche/i18n'",
      "export { routes } from '@oche/screens/routing'",
      "export * from '@oche/server'",
      "import { FormattedMessage } from 'react-intl'",
      "import { parseRound } from '@oche/darts'",
    ].join('\n')
    expect(await reported('packages/ui/src/components/button/button.tsx', code)).toEqual([
      '@oche/api',
      '@oche/realtime',
      '@oche/i18n',
      '@oche/screens/routing',
      '@oche/server',
      'react-intl',
    ])
  })

  it('keeps @oche/darts free of React, IO and other packages', async () => {
    const code = [
      "import { useState } from 'react'",
      "import { readFileSync } from 'node:fs'",
      "import { join } from 'path'",
      "import { matchSchema } from '@oche/api'",
    ].join('\n')
    expect(await reported('packages/darts/src/engine/x01.ts', code)).toEqual(['react', 'node:fs', 'path', '@oche/api'])
  })

  it('lets the contract and the server point down only', async () => {
    expect(await reported('packages/api/src/schemas/match.ts', "import { routes } from '@oche/screens'")).toEqual([
      '@oche/screens',
    ])
    expect(
      await reported('packages/server/src/routes/matches.ts', "import { channels } from '@oche/realtime'"),
    ).toEqual(['@oche/realtime'])
    expect(await reported('packages/pusher-server/src/server.ts', "import { channels } from '@oche/api'")).toEqual([
      '@oche/api',
    ])
    expect(await reported('packages/realtime/src/channels.ts', "import { channelNames } from '@oche/api'")).toEqual([])
  })

  it('lets nothing import a host, nor another package by a relative path into its files', async () => {
    const code = [
      "import { WebApp } from '@oche/web'",
      "import { matchSchema } from '../../api/src/schemas/match'",
      "import { routes } from '../../../packages/screens/src/routing/routes'",
      "import { Button } from '@oche/ui/src/components/button'",
      "import { useMatch } from '../live/use-match'",
    ].join('\n')
    expect(await reported('packages/screens/src/play/play-screen.tsx', code)).toEqual([
      '@oche/web',
      '../../api/src/schemas/match',
      '../../../packages/screens/src/routing/routes',
      '@oche/ui/src/components/button',
    ])
    expect(
      await reported('e2e/screens.e2e.test.ts', "import { routes } from '../packages/screens/src/routing/routes'"),
    ).toHaveLength(1)
  })

  it('gives the mocks to stories and tests only', async () => {
    const code = "import { handlers } from '@oche/mocks'"
    expect(await reported('packages/screens/src/play/play-screen.tsx', code)).toEqual(['@oche/mocks'])
    expect(await reported('packages/screens/src/play/play-screen.stories.tsx', code)).toEqual([])
    expect(await reported('packages/screens/src/play/use-play.test.ts', code)).toEqual([])
    expect(await reported('mocks/src/contract.test.ts', "import { createApp } from '@oche/server'")).toEqual([])
    expect(await reported('mocks/src/handlers.ts', "import { createApp } from '@oche/server'")).toEqual([
      '@oche/server',
    ])
  })

  it('keeps the message catalogues out of the screens, but not out of their stories and tests', async () => {
    const code = "import { messagesFor } from '@oche/i18n/messages'"
    expect(await reported('packages/screens/src/app/app-providers/app-providers.tsx', code)).toEqual([
      '@oche/i18n/messages',
    ])
    expect(await reported('packages/screens/src/app/shell/app-shell.stories.tsx', code)).toEqual([])
    expect(await reported('packages/screens/src/routing/route-metadata.test.ts', code)).toEqual([])
    expect(await reported('hosts/tablet/src/router.tsx', code)).toEqual([])
  })

  it('lets the screens and the hosts use the packages below them', async () => {
    const code = ['@oche/ui', '@oche/api', '@oche/realtime', '@oche/i18n', '@oche/darts']
      .map((name, index) => `import * as p${index} from '${name}'`)
      .join('\n')
    expect(await reported('packages/screens/src/play/play-screen.tsx', code)).toEqual([])
    expect(await reported('hosts/web/app/page.tsx', "import { RouteView } from '@oche/screens'")).toEqual([])
    expect(await reported('hosts/tablet/src/main.tsx', "import { createApp } from '@oche/server'")).toEqual([
      '@oche/server',
    ])
  })
})
