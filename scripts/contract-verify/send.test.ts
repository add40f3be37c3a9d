import { createServer as createHttpServer, type RequestListener } from 'node:http'
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net'
import { describe, expect, it, onTestFinished } from 'vitest'
import { send } from './send.ts'

/** A server on a free local port, closed when the test finishes. */
async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => {
    server.close()
  })
  return (server.address() as AddressInfo).port
}

const http = (listener: RequestListener) => listening(createHttpServer(listener))

describe('send', () => {
  it('answers the status, type and text, and hands a redirect back instead of following it', async () => {
    const port = await http((request, response) => {
      if (request.url === '/profile') response.writeHead(302, { Location: '/sign-in' }).end()
      else response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":[]}')
    })
    expect(await send(`http://127.0.0.1:${port}/cards`, {}, 2000)).toEqual({
      answer: { status: 200, contentType: 'application/json', text: '{"data":[]}' },
    })
    expect(await send(`http://127.0.0.1:${port}/profile`, {}, 2000)).toEqual({
      answer: { status: 302, contentType: null, text: '' },
    })
  })

  it('tells a refused connection', async () => {
    const server = createTcpServer()
    const port = await listening(server)
    server.close()
    expect(await send(`http://127.0.0.1:${port}/core`, {}, 2000)).toEqual({
      failure: { kind: 'refused', text: 'connection refused: nothing listens there (ECONNREFUSED)' },
    })
  })

  it('tells a time-out, from a server that never answers', async () => {
    const port = await http(() => undefined)
    expect(await send(`http://127.0.0.1:${port}/core`, {}, 150)).toEqual({
      failure: { kind: 'time-out', text: 'time-out: no answer within 150 ms' },
    })
  })

  it('tells a TLS failure, from https to a server that speaks plain HTTP', async () => {
    const port = await http((_, response) => response.end())
    expect(await send(`https://127.0.0.1:${port}/core`, {}, 2000)).toEqual({
      failure: { kind: 'tls', text: 'TLS failed: wrong version number (ERR_SSL_WRONG_VERSION_NUMBER)' },
    })
  })

  it('tells a connection closed before the answer', async () => {
    const port = await listening(createTcpServer((socket) => socket.destroy()))
    expect(await send(`http://127.0.0.1:${port}/core`, {}, 2000)).toEqual({
      failure: {
        kind: 'dropped',
        text: expect.stringMatching(
          /^the connection was closed before the answer \((ECONNRESET|UND_ERR_SOCKET)\)$/,
        ) as unknown,
      },
    })
  })
})
