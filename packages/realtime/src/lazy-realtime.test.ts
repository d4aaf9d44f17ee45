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
})
