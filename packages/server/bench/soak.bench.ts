/**
 * A tournament night held for minutes on two API processes (issue 21): live viewers and scoring tablets on both,
 * memory and delivery latency every minute.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/server/bench/soak.bench.ts \
 *     [--minutes 10] [--viewers 2000] [--tablets 40] [--no-write]
 *
 * Two API processes from source share one throwaway PostgreSQL database and the local Redis (e2e/api-processes.ts,
 * as e2e/two-api-processes.e2e.test.ts starts them), each with api-memory-probe.ts preloaded to answer its memory
 * over IPC. Through the API, the organiser makes an event with one board per tablet and a groups-and-knockout
 * tournament of four players per board (groups of four, first to 3 legs), and draws it: every board gets a game.
 * Each tablet logs in to its board on one process (alternately), as the tablet app does: it starts the called game,
 * sends the bull-off, then one visit every 3–5 s (a bot's darts, dart by dart, each with its own id and the version
 * it was built on, through the outbox of `Tablet`); it polls its state every 10 s, refetches it on every newer
 * `boards.changed` of the event's channel but one of the scores only (as the app), and sends its heartbeat every 15 s. When a match ends, it confirms the
 * result, starts the next game called to its board, and the board's viewers move to the new match. The viewers are
 * plain `ws` sockets speaking the Pusher protocol (pusher-clients.ts), spread over the boards and, for each board,
 * over both processes, each subscribed to its match's channel as /live/{id} is. A visit's delivery latency is from
 * just before its POST leaves the tablet to a viewer's `message` handler (the events carry no publish time); a
 * delivery is expected from every viewer subscribed to the match when the visit was sent.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { cpus, loadavg } from 'node:os'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { toX01MatchConfig, type MatchConfig } from '@oche/api'
import * as darts from '@oche/darts'
import {
  apiProcesses,
  call,
  eventWithBoards,
  missingServices,
  ok,
  Tablet,
  type ApiProcess,
  type MatchEvent,
  type TabletState,
} from '../../../e2e/api-processes'
import { writeBenchmarkSection } from './benchmarks-doc'
import {
  connectInBatches,
  openFileLimit,
  openPusherSocket,
  option,
  SPARE_FILES,
  wallClock,
  type PusherFrame,
  type PusherSocket,
} from './pusher-clients'

const PACE_MS = { min: 3000, max: 5000 }
const STATE_POLL_MS = 10_000
const HEARTBEAT_MS = 15_000
const MINUTE_MS = 60_000
/** After the last visit, how long deliveries may still arrive. */
const DRAIN_MS = 5000
/** How long a tablet waits, polling its state every second, for the next game to be called to its board. */
const CALL_TIMEOUT_MS = 120_000
const PLAYERS_PER_BOARD = 4
const GAME_FORMAT = { kind: 'firstTo', legs: 3 } as const

type Memory = { rss: number; heapUsed: number; cpuMs: number }
type Minute = {
  visits: number
  expected: number
  delivered: number
  latencies: number[]
  posts: number[]
  stateFetches: number[]
  errors: number
  matchesStarted: number
  memory: Memory[]
  loopDelayP99: number
}
type Visit = { minute: number; sentAt: number; expected: number }
type Viewer = { socket: PusherSocket; channel: string | null }
type Board = {
  number: number
  server: ApiProcess
  tablet: Tablet
  socket: PusherSocket | null
  bot: darts.Bot
  state: darts.X01MatchState
  channel: string
  viewers: Viewer[]
  heldVersion: number
  stateFetch: AbortController | null
  idle: string | null
}
type StoredMatch = {
  id: string
  version: number
  config: MatchConfig
  events: darts.MatchEvent[]
  realtime_channel: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
const whole = (value: number) => value.toLocaleString('en')

function requestMemory(server: ApiProcess): Promise<Memory> {
  return new Promise((resolve) => {
    server.child.once('message', (answer) => resolve(answer as Memory))
    server.child.send('memory')
  })
}

async function main(): Promise<void> {
  const minutes = option('minutes', 10)
  const tabletCount = option('tablets', 40)
  const limit = openFileLimit()
  const wanted = option('viewers', 2000)
  /** `--no-refetch`: the tablets poll their state but do not follow `boards.changed` (to see what that costs). */
  const refetchOnChange = !process.argv.includes('--no-refetch')
  const viewerCount = Math.min(wanted, Math.floor(limit - SPARE_FILES - tabletCount * 2))
  const limitNote = `The open-file limit (\`ulimit -n\`) was ${limit === Infinity ? 'unlimited' : whole(limit)}${
    viewerCount < wanted ? `: ${whole(viewerCount)} viewers instead of ${whole(wanted)}` : ''
  }.`
  const missing = await missingServices()
  if (missing) throw new Error(`The soak needs ${missing}`)

  const probe = fileURLToPath(new URL('./api-memory-probe.ts', import.meta.url))
  const cluster = apiProcesses({ prefix: 'oche-soak', execArgv: ['--expose-gc', '--import', probe], ipc: true })
  const stopAll: (() => void)[] = []
  try {
    await cluster.createDatabase()
    const servers = [await cluster.start('oche-api-a'), await cluster.start('oche-api-b')] as const
    await Promise.all(servers.map((server) => cluster.waitForHealth(server)))
    const [a] = servers
    const key = cluster.shared.PUSHER_APP_KEY
    console.log('Both API processes answer; setting up the event…')

    // The organiser's night: an event with one board per tablet, a tournament of four players per board, drawn.
    const { token } = await ok<{ token: string }>(a, 'POST', '/login', {
      body: { email: 'organiser@oche.test', password: 'oche-demo' },
    })
    const { codes, ...event } = await eventWithBoards(a, token, 'Soak Night', tabletCount)
    const tournament = await ok<{ id: string }>(a, 'POST', '/tournaments', {
      token,
      body: {
        name: 'Soak Singles',
        type: 'singles',
        starts_at: new Date().toISOString(),
        format: {
          kind: 'groupsKnockout',
          group_size: 4,
          qualifiers_per_group: 2,
          consolation: false,
          third_place: false,
        },
        phases: {
          groups: { start_score: 501, in_rule: 'straight', out_rule: 'double', format: GAME_FORMAT, rounds: {} },
        },
      },
    })
    for (let player = 1; player <= tabletCount * PLAYERS_PER_BOARD; player += 1)
      await ok(a, 'POST', `/tournaments/${tournament.id}/entries`, {
        token,
        body: { members: [{ name: `Player ${String(player).padStart(3, '0')}` }], seed: null },
      })
    await ok(a, 'POST', `/events/${event.id}/tournaments/${tournament.id}`, { token })
    await ok(a, 'POST', `/tournaments/${tournament.id}/draw`, { token, body: {} })

    // What is measured, per minute of the run (by the minute a visit was sent in).
    const minuteList: Minute[] = Array.from({ length: minutes }, () => ({
      visits: 0,
      expected: 0,
      delivered: 0,
      latencies: [],
      posts: [],
      stateFetches: [],
      errors: 0,
      matchesStarted: 0,
      memory: [],
      loopDelayP99: NaN,
    }))
    let startedAt = Infinity
    const minuteNow = () => Math.max(0, Math.min(minutes - 1, Math.floor((performance.now() - startedAt) / MINUTE_MS)))
    const current = () => minuteList[minuteNow()]!
    const visits = new Map<string, Visit>()
    const errorSamples: string[] = []
    const failed = (error: unknown) => {
      current().errors += 1
      if (errorSamples.length < 5) errorSamples.push(error instanceof Error ? error.message : String(error))
    }

    // The tablets: each on its process, listening to the event's channel as the tablet app does.
    const boards: Board[] = []
    for (const [index, code] of codes.entries()) {
      const server = servers[index % 2]!
      const session = await ok<{ token: string }>(server, 'POST', '/tablet/login', { body: { code } })
      boards.push({
        number: index + 1,
        server,
        tablet: new Tablet(`board ${index + 1}`, session.token, [server]),
        socket: null,
        bot: darts.createBot('club', darts.createRandom(2026 + index)),
        state: undefined as unknown as darts.X01MatchState,
        channel: '',
        viewers: [],
        heldVersion: 0,
        stateFetch: null,
        idle: null,
      })
    }

    /** GET /tablet/state, as the tablet's query refetches it: a fetch still on its way is cancelled. */
    async function fetchState(board: Board): Promise<TabletState | null> {
      board.stateFetch?.abort()
      const controller = new AbortController()
      board.stateFetch = controller
      const sent = performance.now()
      const minute = current()
      try {
        const answer = await call<TabletState>(board.server, 'GET', '/tablet/state', {
          token: board.tablet.token,
          signal: controller.signal,
        })
        if (answer.status !== 200) throw new Error(`GET /tablet/state on ${board.server.name}: ${answer.status}`)
        minute.stateFetches.push(performance.now() - sent)
        board.heldVersion = Math.max(board.heldVersion, answer.body.version)
        return answer.body
      } catch (error) {
        if (!controller.signal.aborted) failed(error)
        return null
      } finally {
        if (board.stateFetch === controller) board.stateFetch = null
      }
    }

    const onBoardFrame = (board: Board) => (frame: PusherFrame) => {
      if (frame.event !== 'boards.changed') return
      // As the tablet app (`scoringTabletAnnouncements`): a change of the scores only is not its board's.
      const { version, scoresOnly } = JSON.parse(frame.data) as { version: number; scoresOnly?: true }
      if (refetchOnChange && !scoresOnly && version > board.heldVersion) void fetchState(board)
    }
    for (const board of boards) {
      board.socket = await openPusherSocket(board.server.realtimePort, key, onBoardFrame(board))
      await board.socket.subscribe(`event.${event.id}`)
    }

    /** Waits for the game called to the board, starts it, sends the bull-off and moves the viewers to its match. */
    async function startCalledGame(board: Board): Promise<void> {
      let called: TabletState['game'] = null
      for (const deadline = performance.now() + CALL_TIMEOUT_MS; !called; await sleep(1000)) {
        const state = await ok<TabletState>(board.server, 'GET', '/tablet/state', { token: board.tablet.token })
        if (state.state === 'called') called = state.game
        else if (performance.now() > deadline) throw new Error(`No game was called to board ${board.number}`)
      }
      const started = await ok<TabletState>(board.server, 'POST', `/tablet/games/${called.id}/start`, {
        token: board.tablet.token,
      })
      const match = await ok<StoredMatch>(board.server, 'GET', `/matches/${started.game!.match_id}`)
      board.tablet.start(match)
      const replayed = darts.replay(toX01MatchConfig(match.config), match.events)
      if (!replayed.ok) throw new Error(`The match of board ${board.number} does not replay: ${replayed.error}`)
      const previous = board.channel
      board.channel = match.realtime_channel
      await Promise.all(
        board.viewers.map(async (viewer) => {
          if (previous) viewer.socket.unsubscribe(previous)
          viewer.channel = null
          await viewer.socket.subscribe(board.channel)
          viewer.channel = board.channel
        }),
      )
      const bullOff: Omit<MatchEvent, 'id'> = { type: 'bullOff', winner: board.number % 2 }
      const id = board.tablet.score(bullOff)
      await board.tablet.drain()
      const next = darts.applyEvent(replayed.value, { ...bullOff, id } as darts.MatchEvent)
      if (!next.ok) throw new Error(`The bull-off of board ${board.number} is refused: ${next.error}`)
      board.state = next.value
    }

    for (const board of boards) await startCalledGame(board)
    console.log(`${tabletCount} tablets scoring-ready; connecting ${whole(viewerCount)} viewers…`)

    // The viewers: viewer i follows board i mod tablets, on the two processes in turn for each board.
    const onViewerFrame = (frame: PusherFrame, arrived: number) => {
      if (frame.event !== 'visit.scored') return
      const visit = visits.get((JSON.parse(frame.data) as { event: { id: string } }).event.id)
      if (!visit) return
      const minute = minuteList[visit.minute]!
      minute.delivered += 1
      minute.latencies.push(arrived - visit.sentAt)
    }
    const connectStarted = performance.now()
    await connectInBatches(viewerCount, async (index) => {
      const board = boards[index % tabletCount]!
      const server = servers[Math.floor(index / tabletCount) % 2]!
      const socket = await openPusherSocket(server.realtimePort, key, onViewerFrame)
      const viewer: Viewer = { socket, channel: null }
      board.viewers.push(viewer)
      await socket.subscribe(board.channel)
      viewer.channel = board.channel
    })
    const connectSeconds = (performance.now() - connectStarted) / 1000
    const setupMemory = await Promise.all(servers.map(requestMemory))
    console.log(
      `Viewers subscribed in ${connectSeconds.toFixed(1)} s; API A ${mib(setupMemory[0]!.rss)} MiB, ` +
        `API B ${mib(setupMemory[1]!.rss)} MiB RSS. Scoring for ${minutes} min…`,
    )

    /** One visit: a bot's darts, sent through the tablet's outbox; the viewers of the match should hear it. */
    async function throwVisit(board: Board): Promise<void> {
      const thrown = darts.botVisitEvent(board.state, board.bot, '')
      const id = board.tablet.score({ type: 'darts', darts: [...thrown.darts] })
      const minuteIndex = minuteNow()
      const minute = minuteList[minuteIndex]!
      const expected = board.viewers.filter((viewer) => viewer.channel === board.channel).length
      visits.set(id, { minute: minuteIndex, sentAt: wallClock(), expected })
      minute.visits += 1
      minute.expected += expected
      const sent = performance.now()
      try {
        await board.tablet.drain()
        minute.posts.push(performance.now() - sent)
      } catch (error) {
        failed(error) // the visit stays in the outbox and goes again with the next one, as on a tablet
      }
      const next = darts.applyVisit(board.state, { ...thrown, id })
      if (!next.ok) throw new Error(`Board ${board.number}'s visit is refused by the engine: ${next.error}`)
      board.state = next.value
    }

    /** The match ended: the players confirm, the next game called to the board starts. */
    async function nextGame(board: Board): Promise<void> {
      const state = await fetchState(board)
      if (state?.state === 'confirming' && state.game)
        await ok(board.server, 'POST', `/tablet/games/${state.game.id}/confirm`, { token: board.tablet.token })
      await startCalledGame(board)
      current().matchesStarted += 1
    }

    async function play(board: Board, endAt: number): Promise<void> {
      await sleep(Math.random() * PACE_MS.max)
      while (performance.now() < endAt) {
        const turn = performance.now()
        try {
          if (board.state.status === 'finished') await nextGame(board)
          else await throwVisit(board)
        } catch (error) {
          // Counted apart from the HTTP errors: the board stops, and the reading says so.
          board.idle = error instanceof Error ? error.message : String(error)
          return
        }
        await sleep(PACE_MS.min + Math.random() * (PACE_MS.max - PACE_MS.min) - (performance.now() - turn))
      }
    }

    const loopDelay = monitorEventLoopDelay({ resolution: 10 })
    loopDelay.enable()
    startedAt = performance.now()
    const endAt = startedAt + minutes * MINUTE_MS
    const timers = [
      setInterval(() => boards.forEach((board) => void fetchState(board)), STATE_POLL_MS),
      setInterval(
        () =>
          boards.forEach((board) =>
            call(board.server, 'POST', '/tablet/heartbeat', {
              token: board.tablet.token,
              body: { pending_visits: board.tablet.outbox.length, app_version: 'soak' },
            }).then((answer) => answer.status === 204 || failed(new Error(`heartbeat: ${answer.status}`)), failed),
          ),
        HEARTBEAT_MS,
      ),
    ]
    stopAll.push(() => timers.forEach(clearInterval))
    const playing = Promise.all(boards.map((board) => play(board, endAt)))

    for (let index = 0; index < minutes; index += 1) {
      await sleep(startedAt + (index + 1) * MINUTE_MS - performance.now())
      const minute = minuteList[index]!
      minute.loopDelayP99 = loopDelay.percentile(99) / 1e6
      loopDelay.reset()
      minute.memory = await Promise.all(servers.map(requestMemory))
      const sorted = [...minute.latencies].sort((x, y) => x - y)
      console.log(
        `minute ${index + 1}: ${minute.visits} visits, ${whole(minute.delivered)} deliveries so far, p99 ` +
          `${quantile(sorted, 0.99).toFixed(0)} ms; RSS A ${mib(minute.memory[0]!.rss)} MiB, ` +
          `B ${mib(minute.memory[1]!.rss)} MiB; ${minute.errors} errors`,
      )
    }
    await playing
    stopAll.forEach((stop) => stop())
    await sleep(DRAIN_MS)
    loopDelay.disable()

    const idle = boards.filter((board) => board.idle)
    for (const board of idle) console.log(`board ${board.number} stopped: ${board.idle}`)
    for (const sample of errorSamples) console.log(`error: ${sample}`)
    const closed = boards
      .flatMap((board) => board.viewers)
      .filter((viewer) => viewer.socket.ws.readyState !== viewer.socket.ws.OPEN).length
    for (const board of boards) {
      board.socket?.ws.terminate()
      for (const viewer of board.viewers) viewer.socket.ws.terminate()
    }

    const rows = minuteList.map((minute, index) => {
      const sorted = [...minute.latencies].sort((x, y) => x - y)
      const posts = [...minute.posts].sort((x, y) => x - y)
      const states = [...minute.stateFetches].sort((x, y) => x - y)
      // Minute 1's CPU time counts from the sample taken once the viewers were subscribed.
      const before = index === 0 ? setupMemory : minuteList[index - 1]!.memory
      const cpu = (server: number) =>
        `${((((minute.memory[server]?.cpuMs ?? NaN) - (before[server]?.cpuMs ?? NaN)) / MINUTE_MS) * 100).toFixed(0)} %`
      const memory = (server: number) =>
        `${mib(minute.memory[server]?.rss ?? NaN)} / ${mib(minute.memory[server]?.heapUsed ?? NaN)} MiB`
      return [
        String(index + 1),
        memory(0),
        memory(1),
        `${cpu(0)} / ${cpu(1)}`,
        whole(minute.visits),
        whole(minute.delivered),
        whole(Math.max(0, minute.expected - minute.delivered)),
        quantile(sorted, 0.5).toFixed(1),
        quantile(sorted, 0.99).toFixed(1),
        (sorted.at(-1) ?? NaN).toFixed(1),
        quantile(posts, 0.99).toFixed(1),
        `${whole(states.length)} / ${states.length ? quantile(states, 0.99).toFixed(1) : '–'}`,
        whole(minute.errors),
        minute.matchesStarted ? whole(minute.matchesStarted) : '0',
        minute.loopDelayP99.toFixed(1),
      ]
    })
    const table = [
      '| minute | API A RSS / heap | API B RSS / heap | CPU A / B | visits | deliveries | missed | p50 ms | p99 ms ' +
        '| max ms | visit POST p99 ms | state GETs answered / p99 ms | HTTP errors | matches started | client loop delay p99 ms |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n')
    console.log(`\n${table}\n`)

    const [first, last] = [minuteList[0]!.memory, minuteList.at(-1)!.memory]
    /** From minute 1 to the last: the change in MiB and in per cent of minute 1. */
    const growth = (server: number, field: 'rss' | 'heapUsed') => {
      const change = last[server]![field] - first[server]![field]
      const sign = change >= 0 ? '+' : '−'
      return `${sign}${(Math.abs(change) / 1024 / 1024).toFixed(1)} MiB (${sign}${Math.abs((change / first[server]![field]) * 100).toFixed(0)} %)`
    }
    const heapGrowth = Math.max(
      ...[0, 1].map((server) => (last[server]!.heapUsed - first[server]!.heapUsed) / first[server]!.heapUsed),
    )
    const sortedOf = (values: readonly number[]) => [...values].sort((x, y) => x - y)
    const all = sortedOf(minuteList.flatMap((minute) => minute.latencies))
    const p99s = minuteList.map((minute) => quantile(sortedOf(minute.latencies), 0.99))
    const sum = (of: (minute: Minute) => number) => minuteList.reduce((total, minute) => total + of(minute), 0)
    const totals = {
      visits: sum((minute) => minute.visits),
      expected: sum((minute) => minute.expected),
      errors: sum((minute) => minute.errors),
      matches: sum((minute) => minute.matchesStarted),
      states: sum((minute) => minute.stateFetches.length),
    }
    const missed = Math.max(0, totals.expected - all.length)
    const posts = sortedOf(minuteList.flatMap((minute) => minute.posts))
    const paced = (tabletCount * MINUTE_MS * minutes) / ((PACE_MS.min + PACE_MS.max) / 2)
    const cpu = cpus()
    const [load1] = loadavg()
    const reading =
      `Memory, against minute 1 as the baseline: by minute ${minutes} API A's RSS changed ${growth(0, 'rss')} and ` +
      `its heap ${growth(0, 'heapUsed')}, API B's RSS ${growth(1, 'rss')} and its heap ${growth(1, 'heapUsed')} ` +
      `(${heapGrowth > 0.1 ? 'the heap grows' : 'the heap holds within 10 %'}; after setup, before the first visit, ` +
      `A had ${mib(setupMemory[0]!.rss)} / ${mib(setupMemory[0]!.heapUsed)} MiB and B ` +
      `${mib(setupMemory[1]!.rss)} / ${mib(setupMemory[1]!.heapUsed)} MiB). Delivery: ${whole(all.length)} of ` +
      `${whole(totals.expected)} expected (${whole(missed)} missed), p50 ${quantile(all, 0.5).toFixed(1)} ms and p99 ` +
      `${quantile(all, 0.99).toFixed(1)} ms over the run, the minutes' p99 from ${Math.min(...p99s).toFixed(1)} to ` +
      `${Math.max(...p99s).toFixed(1)} ms (the last minute's ${(p99s.at(-1)! / p99s[0]!).toFixed(1)} × the first's). ` +
      `The tablets got ${whole(totals.visits)} visits through of the ${whole(paced)} their pace asks for ` +
      `(${((totals.visits / paced) * 100).toFixed(0)} %; a tablet sends its next visit once the last was answered, and a ` +
      `visit's POST p99 was ${quantile(posts, 0.99).toFixed(0)} ms); ${refetchOnChange ? '' : 'with `--no-refetch`, '}they fetched their ` +
      `state ${whole(totals.states)} times, ${(totals.states / Math.max(1, totals.visits)).toFixed(1)} per visit` +
      '. ' +
      `${whole(totals.matches)} matches started after the first ones, ${whole(totals.errors)} HTTP errors, ` +
      `${closed} viewer sockets closed by the end, ${idle.length} boards stopped.`
    console.log(reading)

    const section = [
      '## Soak: a tournament night on two API processes',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} ` +
        `(${cpu.length} cores), Node ${process.version}, ${minutes} minutes of scoring, 1-minute load average ` +
        `${load1?.toFixed(1) ?? '?'} when it ended. ${limitNote} Two API processes from source (tsx) on one ` +
        'throwaway PostgreSQL database and the local Redis, each with its own embedded realtime server, fanned out ' +
        `through Redis; everything else in one client process on the same machine (loopback). Through the API the ` +
        `organiser makes an event with ${tabletCount} boards and a groups-and-knockout tournament of ` +
        `${tabletCount * PLAYERS_PER_BOARD} players (groups of 4, first to 3 legs of 501) and draws it. ` +
        `${tabletCount} tablets, half on each process, log in to their boards with the boards' codes, start the ` +
        "called game, send the bull-off and then a visit every 3–5 s: a club-level bot's darts, dart by dart, each " +
        'with its own id and the version it was built on, through the outbox a tablet keeps. Like the tablet app ' +
        `they poll their state every 10 s, ${
          refetchOnChange
            ? 'refetch it on every newer `boards.changed` of the event but one of the scores only (a fetch still on its way is cancelled)'
            : 'but (`--no-refetch`) do not refetch it on `boards.changed`'
        } and send a heartbeat every 15 s; when a match ends they confirm it and start the ` +
        `next game called to their board. ${whole(viewerCount)} viewers are plain \`ws\` sockets speaking the ` +
        `Pusher protocol, ${whole(Math.round(viewerCount / tabletCount))} per board, half on each process, each ` +
        "subscribed to its board's match channel as /live/{id} is and moved to the next match when one ends " +
        `(connected and subscribed in ${connectSeconds.toFixed(1)} s). Delivery latency is from just before the ` +
        "tablet's POST is sent to the viewer's `message` handler (the events carry no publish time), so it holds " +
        "the append's transaction and the fan-out through Redis; a delivery is expected from every viewer " +
        'subscribed to the match when the visit was sent, and counted in the minute the visit was sent. Memory is ' +
        "each process's RSS and V8 heap after a forced full GC, asked over IPC at the end of each minute; CPU is " +
        'its CPU time over the minute. The baseline is minute 1 of the same run.',
      '',
      table,
      '',
      reading,
      '',
      'Run it again with `pnpm exec tsx --conditions=@oche/source packages/server/bench/soak.bench.ts`' +
        ' (`--minutes`, `--viewers`, `--tablets`, `--no-refetch`, `--no-write`).',
    ].join('\n')
    if (!process.argv.includes('--no-write')) {
      const file = writeBenchmarkSection('soak', section)
      console.log(`Wrote the section to ${relative(process.cwd(), file)}`)
    }
  } finally {
    stopAll.forEach((stop) => stop())
    await cluster.stop()
  }
}

await main()
