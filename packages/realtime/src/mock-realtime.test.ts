import { describe, expect, it, vi } from 'vitest'
import { createMockRealtime } from './mock-realtime'

describe('createMockRealtime', () => {
  it('delivers an emitted event to the listeners of that channel only', () => {
    const realtime = createMockRealtime()
    const onMatch = vi.fn()
    const onOther = vi.fn()
    realtime.listen('match.42', { 'visit.scored': onMatch })
    realtime.listen('match.43', { 'visit.scored': onOther })
    realtime.emit('match.42', 'visit.scored', { version: 3 })
    expect(onMatch).toHaveBeenCalledWith({ version: 3 })
    expect(onOther).not.toHaveBeenCalled()
  })

  it('reports subscription_succeeded to a new listener, as the server would', async () => {
    const realtime = createMockRealtime()
    const onSubscribed = vi.fn()
    realtime.listen('match.1', { 'pusher:subscription_succeeded': onSubscribed })
    await Promise.resolve()
    expect(onSubscribed).toHaveBeenCalledOnce()
  })

  it('stops delivering once the listener unsubscribes', () => {
    const realtime = createMockRealtime()
    const onEvent = vi.fn()
    const stop = realtime.listen('match.1', { 'leg.finished': onEvent })
    stop()
    realtime.emit('match.1', 'leg.finished', {})
    expect(onEvent).not.toHaveBeenCalled()
    expect(realtime.subscribedChannels()).toEqual([])
  })

  it('tells state listeners about a lost connection', () => {
    const realtime = createMockRealtime()
    const states: string[] = []
    realtime.onStateChange((state) => states.push(state))
    realtime.setState('unavailable')
    expect(realtime.getState()).toBe('unavailable')
    expect(states).toEqual(['unavailable'])
  })

  it('keeps presence members per channel', () => {
    const realtime = createMockRealtime()
    const onChange = vi.fn()
    const name = 'presence-event.7.boards'
    realtime.onPresenceChange(name, onChange)
    realtime.setMembers(name, [{ id: 'board:3', info: { name: 'Board 3' } }])
    expect(onChange).toHaveBeenCalledOnce()
    expect(realtime.getPresence(name).members).toEqual([{ id: 'board:3', info: { name: 'Board 3' } }])
    expect(realtime.getPresence('presence-other').members).toEqual([])
  })
})
