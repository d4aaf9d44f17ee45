// Runs the whole platform on one machine: the API server (with the realtime
// server and the embedded database) and the web host in front of it at :3000,
// which forwards /api to the API. Ctrl-C stops every process started here.
import { spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const mode = process.argv[2] === 'dev' ? 'dev' : 'start'
const webPort = process.env.PORT ?? '3000'
const apiPort = process.env.OCHE_API_PORT ?? '3001'
const env = { ...process.env, OCHE_API_PORT: apiPort, NEXT_TELEMETRY_DISABLED: '1' }

const processes = [
  {
    name: 'api',
    command: mode === 'dev' ? 'pnpm' : process.execPath,
    args:
      mode === 'dev'
        ? ['exec', 'tsx', 'watch', '--conditions=@oche/source', 'packages/server/src/main.ts']
        : [join(root, 'packages/server/dist/main.js')],
    env: { ...env, PORT: apiPort },
  },
  {
    name: 'web',
    command: process.execPath,
    args: [join(root, 'hosts/web/node_modules/next/dist/bin/next'), mode, '-p', webPort],
    cwd: join(root, 'hosts/web'),
    env: { ...env, PORT: webPort },
  },
]

const children = processes.map(({ name, command, args, cwd = root, env: childEnv }) => {
  const child = spawn(command, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const prefix = `\x1b[35m[${name}]\x1b[0m `
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = ''
    stream.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(prefix + line + '\n')
    })
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? `exit code ${code}`}); stopping the platform`)
      stop(code ?? 1)
    }
  })
  return child
})

console.log(`\n  Oche is starting at http://localhost:${webPort} (API: http://localhost:${webPort}/api/health)\n`)

let stopping = false
function stop(exitCode = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const deadline = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    process.exit(exitCode)
  }, 8000)
  deadline.unref()
  Promise.all(
    children.map((child) => (child.exitCode !== null ? null : new Promise((r) => child.once('exit', r)))),
  ).then(() => process.exit(exitCode))
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
