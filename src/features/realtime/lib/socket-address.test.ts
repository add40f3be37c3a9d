import { describe, expect, it } from 'vitest'
import { socketAddress } from './socket-address'

const PAGE = 'https://freeskins.example/en/games'

describe('socketAddress', () => {
  it("uses socket.io's default path for a bare origin", () => {
    expect(socketAddress('wss://ws.example.com', PAGE)).toEqual({ url: 'wss://ws.example.com', path: undefined })
    expect(socketAddress('wss://ws.example.com/', PAGE)).toEqual({ url: 'wss://ws.example.com', path: undefined })
  })

  it('splits a path off as the socket.io path', () => {
    expect(socketAddress('http://localhost:3000/api/socket.io', PAGE)).toEqual({
      url: 'http://localhost:3000',
      path: '/api/socket.io',
    })
    expect(socketAddress('http://localhost:3000/api/socket.io/?x=1', PAGE)).toEqual({
      url: 'http://localhost:3000',
      path: '/api/socket.io',
    })
  })

  it('resolves a relative address against the page', () => {
    expect(socketAddress('/api/socket.io', PAGE)).toEqual({ url: 'https://freeskins.example', path: '/api/socket.io' })
  })

  it('gives nothing to connect to for an empty or foreign address', () => {
    expect(socketAddress('', PAGE)).toBeNull()
    expect(socketAddress('   ', PAGE)).toBeNull()
    expect(socketAddress('javascript:alert(1)', PAGE)).toBeNull()
    expect(socketAddress('http://[::1', PAGE)).toBeNull()
  })
})
