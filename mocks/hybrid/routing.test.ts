import { describe, expect, it } from 'vitest'
import type { OperationRef } from './operation-rule.ts'
import { configuredSide, moveOperation, routingState, sideOf, useHybridSettings, type Routing } from './routing.ts'
import type { HybridSettings } from './settings.ts'

const openCase: OperationRef = { id: 'openCase', method: 'POST', path: '/cases/{slug}/open' }
const listCaseTasks: OperationRef = { id: 'listCaseTasks', method: 'GET', path: '/cases/{slug}/tasks' }
const getCore: OperationRef = { id: 'getCore', method: 'GET', path: '/core' }
const operations = [getCore, openCase, listCaseTasks]

const settings = (fake: string[], real: string[] = []): HybridSettings => ({
  realApiBaseUrl: 'https://staging.example/api',
  fake,
  real,
})
const fresh = (): Routing => ({ settings: null, moved: new Map() })

describe('who answers an operation', () => {
  it('is the fake for every operation outside hybrid mode', () => {
    expect(operations.map((operation) => sideOf(fresh(), operation))).toEqual(['fake', 'fake', 'fake'])
  })

  it('is the fake for the operations FAKE_OPERATIONS names, the real API for the rest', () => {
    expect(operations.map((operation) => configuredSide(settings(['openCase', 'listCaseTasks']), operation))).toEqual([
      'real',
      'fake',
      'fake',
    ])
    expect(operations.map((operation) => configuredSide(settings(['/cases/*']), operation))).toEqual([
      'real',
      'fake',
      'fake',
    ])
  })

  it('the other way round: FAKE_OPERATIONS=* and REAL_OPERATIONS for the few the real API answers', () => {
    expect(operations.map((operation) => configuredSide(settings(['*'], ['getCore']), operation))).toEqual([
      'real',
      'fake',
      'fake',
    ])
    expect(operations.map((operation) => configuredSide(settings(['/cases/*'], ['GET /cases/*']), operation))).toEqual([
      'real',
      'fake',
      'real',
    ])
  })

  it('follows a move of the panel until it is moved back, and keeps moves across new settings', () => {
    const state = fresh()
    expect(() => moveOperation(state, openCase, 'real')).toThrow('Only hybrid mode')
    useHybridSettings(state, settings(['/cases/*']))
    moveOperation(state, openCase, 'real')
    moveOperation(state, getCore, 'fake')
    expect(operations.map((operation) => sideOf(state, operation))).toEqual(['fake', 'real', 'fake'])
    useHybridSettings(state, settings(['/cases/*']))
    expect(routingState(state, operations)).toEqual({
      realApiBaseUrl: 'https://staging.example/api',
      fake: ['/cases/*'],
      real: [],
      operations: [
        { id: 'getCore', answeredBy: 'fake', moved: true },
        { id: 'openCase', answeredBy: 'real', moved: true },
        { id: 'listCaseTasks', answeredBy: 'fake', moved: false },
      ],
    })
    moveOperation(state, openCase, 'fake')
    expect([...state.moved.keys()]).toEqual(['getCore'])
    useHybridSettings(state, null)
    expect(routingState(state, operations)).toBeNull()
  })
})
