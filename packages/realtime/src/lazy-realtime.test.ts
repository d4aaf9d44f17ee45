import { describe, expect, it, vi } from 'vitest'
import { createLazyRealtime } from './lazy-realtime'
import { createMockRealtime } from './mock-realtime'

describe('createLazyRealtime', () => {
  it('opens no connection until a channel is listened to', async () => {
    let loads = 0
    const realtime = createLazyRealtime(
      async () => {
        loads++
        return { key: 'k', tls: false }
      },
      () => createMockRealtime(),
    )
    expect(realtime.getState()).toBe('initialized')
    await Promise.resolve()
    expect(loads).toBe(0)
  })

  it('delivers events to a listener registered before the connection existed', async () => {
    const mock = createMockRealtime()
    const realtime = createLazyRealtime(
      async () => ({ key: 'k', tls: false }),
      () => mock,
    )
    const received: unknown[] = []
    realtime.listen('match.1', { 'visit.scored': (data) => received.push(data) })
    await new Promise((done) => setTimeout(done, 0))
    mock.emit('match.1', 'visit.scored', { version: 2 })
    expect(received).toEqual([{ version: 2 }])
  })

  it('never attaches a listener that was removed before the connection opened', async () => {
    const mock = createMockRealtime()
    const realtime = createLazyRealtime(
      async () => ({ key: 'k', tls: false }),
      () => mock,
    )
    const received: unknown[] = []
    const stop = realtime.listen('match.1', { 'visit.scored': (data) => received.push(data) })
    stop()
    await new Promise((done) => setTimeout(done, 0))
    mock.emit('match.1', 'visit.scored', { version: 2 })
    expect(received).toEqual([])
  })

  it('waits for a client whose code loads on first use (pusher-js), then delivers to the listeners', async () => {
    const mock = createMockRealtime()
    let connects = 0
    const realtime = createLazyRealtime(
      async () => ({ key: 'k', tls: false }),
      async () => {
        connects++
        await new Promise((done) => setTimeout(done, 0))
        return mock
      },
    )
    const received: unknown[] = []
    realtime.listen('league.1', { 'league.updated': (data) => received.push(data) })
    realtime.listen('league.2', {})
    await vi.waitFor(() => expect(mock.subscribedChannels()).toEqual(['league.1', 'league.2']))
    mock.emit('league.1', 'league.updated', { seasonId: '1' })
    expect(received).toEqual([{ seasonId: '1' }])
    expect(connects).toBe(1)
    expect(realtime.getState()).toBe('connected')
  })

  it('reports the connection as unavailable when the configuration cannot be loaded', async () => {
    const realtime = createLazyRealtime(async () => {
      throw new Error('offline')
    })
    const states: string[] = []
    realtime.onStateChange((state) => states.push(state))
    realtime.listen('match.1', {})
    await new Promise((done) => setTimeout(done, 0))
    expect(states).toEqual(['unavailable'])
  })

  it('closes a connection still loading when disconnected, and opens a new one on the next listen', async () => {
    const connections: ReturnType<typeof createMockRealtime>[] = []
    let arrive: () => void = () => undefined
    const realtime = createLazyRealtime(
      async () => ({ key: 'k', tls: false }),
      async () => {
        const connection = createMockRealtime()
        connections.push(connection)
        await new Promise<void>((done) => (arrive = done))
        return connection
      },
    )
    realtime.listen('match.1', {})
    await vi.waitFor(() => expect(connections).toHaveLength(1))
    realtime.disconnect()
    arrive()
    await vi.waitFor(() => expect(connections[0]!.getState()).toBe('disconnected'))
    expect(connections[0]!.subscribedChannels()).toEqual([])

    const received: unknown[] = []
    realtime.listen('match.2', { 'visit.scored': (data) => received.push(data) })
    await vi.waitFor(() => expect(connections).toHaveLength(2))
    arrive()
    await vi.waitFor(() => expect(connections[1]!.subscribedChannels()).toEqual(['match.2']))
    connections[1]!.emit('match.2', 'visit.scored', { version: 3 })
    expect(received).toEqual([{ version: 3 }])
  })

  it('follows only the newest connection: a closed one that reports late changes nothing', async () => {
    const connections: ReturnType<typeof createMockRealtime>[] = []
    const realtime = createLazyRealtime(
      async () => ({ key: 'k', tls: false }),
      () => {
        const connection = createMockRealtime()
        connections.push(connection)
        return connection
      },
    )
    const states: string[] = []
    realtime.onStateChange((state) => states.push(state))
    realtime.listen('match.1', {})
    await vi.waitFor(() => expect(realtime.getState()).toBe('connected'))
    realtime.disconnect()
    expect(realtime.getState()).toBe('disconnected')
    realtime.listen('match.1', {})
    await vi.waitFor(() => expect(realtime.getState()).toBe('connected'))
    // The first socket's close finishing late (as pusher-js does) is not the state of the page's connection.
    connections[0]!.setState('disconnected')
    expect(realtime.getState()).toBe('connected')
    expect(states).toEqual(['connected', 'disconnected', 'connected'])
  })
})
