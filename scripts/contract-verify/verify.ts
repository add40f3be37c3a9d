// The run: every GET operation as a guest, then again signed in when there is a cookie; with
// writes, each audience's POST operations after its reads, one at a time (they change state),
// bad input before the valid call, and `…/logout` last of all (it ends the session). Path values
// come from the same run's list answers: each operation is called once per audience, and its
// answer both checked and read.
import { answerChecker, type Answer } from './answer-check.ts'
import { badInputs, judgeInput, type BadInput } from './bad-input.ts'
import { isSuccess, type AudienceName, type Check, type Outcome } from './check.ts'
import { at, type Contract, type Operation } from './contract.ts'
import type { Drift } from './drift.ts'
import { listOperations, pathParameters, valueSource } from './path-values.ts'
import { requiredQuery, validBody } from './requests.ts'
import { send, type Failure } from './send.ts'

export interface VerifyOptions {
  contract: Contract
  /** e.g. `https://staging.example.com/api`: the contract's paths are appended. */
  baseUrl: string
  /** The Cookie header for the signed-in calls, or null for a guest's only. */
  cookie: string | null
  writes: boolean
  locale: string
  timeoutMs: number
}

export interface Verification {
  checks: Check[]
  /** The first call got no answer: nothing else was tried. */
  unreachable: Failure | null
}

/** Calls in flight at once: quick against a local server, gentle with a shared staging one. */
const PARALLEL_CALLS = 4

/** At most `size` tasks at once; a finished task hands its slot to the next in line. */
function slots(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0
  const waiting: (() => void)[] = []
  return async (task) => {
    if (active < size) active++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}

const REFUSED_CALLER = new Set([401, 403])
const PLACEHOLDER: Record<string, string> = { id: '1', slug: 'contract-verify' }

/** Ends the session: the last write. */
const endsSession = (operation: Operation) => operation.path.endsWith('/logout')

export async function verify(options: VerifyOptions): Promise<Verification> {
  const { contract } = options
  const judge = answerChecker(contract)
  const lists = listOperations(contract.operations)
  const limit = slots(PARALLEL_CALLS)
  const base = options.baseUrl.replace(/\/+$/, '')
  const reads = contract.operations.filter((operation) => operation.method === 'GET')
  const writes = options.writes
    ? contract.operations
        .filter((operation) => operation.method === 'POST')
        .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)))
    : []

  function audienceRun(audience: AudienceName, cookie: string | null) {
    const reading = new Map<string, Promise<{ check: Check; body: unknown }>>()
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.locale }
    if (cookie !== null) headers.Cookie = cookie

    async function pathOf(operation: Operation): Promise<{ path: string } | { missing: string }> {
      let path = operation.path
      for (const parameter of pathParameters(operation.path)) {
        const source = valueSource(operation.path, parameter)
        const { check, body } = await read(lists.get(source.path)!)
        // A caller refused the list (a guest's 401, a user's 403 on the admin API), or a guest on a
        // session-only operation, must be refused whatever is addressed: checked with a made-up value.
        const refused =
          (check.outcome.kind === 'answered' && REFUSED_CALLER.has(check.outcome.status)) ||
          (audience === 'guest' && !operation.guests)
        const value = at(body, `${source.rows}/0/${source.field}`) ?? (refused ? PLACEHOLDER[source.field] : undefined)
        if (typeof value !== 'string' && typeof value !== 'number') {
          const list = `GET ${source.path}`
          const { outcome } = check
          const why =
            outcome.kind === 'not-called'
              ? `${list} was not called`
              : outcome.kind === 'no-answer'
                ? `${list} got no answer`
                : !isSuccess(outcome.status)
                  ? `${list} answered ${outcome.status}`
                  : `${list} has no ${source.field} in its first row at ${source.rows}`
          return { missing: `no value for {${parameter}}: ${why}` }
        }
        path = path.replace(`{${parameter}}`, encodeURIComponent(String(value)))
      }
      return { path }
    }

    async function call(operation: Operation, bad: BadInput | null): Promise<{ check: Check; body: unknown }> {
      const made = (url: string | null, outcome: Outcome): Check => ({
        operation: { method: operation.method, path: operation.path, operationId: operation.operationId },
        audience,
        badInput: bad?.label ?? null,
        url,
        outcome,
      })
      const path = await pathOf(operation)
      if ('missing' in path) return { check: made(null, { kind: 'not-called', reason: path.missing }), body: undefined }
      const query = bad ? bad.query : requiredQuery(contract, operation)
      const url = `${base}${path.path}${query ? `?${query}` : ''}`
      const body = bad ? bad.body : validBody(contract, operation)
      const sent = await limit(() => send(url, { method: operation.method, headers, body }, options.timeoutMs))
      if ('failure' in sent) return { check: made(url, { kind: 'no-answer', failure: sent.failure }), body: undefined }
      const judged = judge(operation, sent.answer)
      return {
        check: made(url, {
          kind: 'answered',
          status: sent.answer.status,
          drifts: [...judged.drifts, ...guestServed(operation, sent.answer)],
        }),
        body: judged.body,
      }
    }

    /** A session-only operation that answers a guest with success. */
    function guestServed(operation: Operation, { status }: Answer): Drift[] {
      if (audience !== 'guest' || operation.guests || !isSuccess(status)) return []
      return [{ kind: 'guest-served', text: `answered ${status} to a guest, but the operation needs a session` }]
    }

    function read(operation: Operation): Promise<{ check: Check; body: unknown }> {
      let reply = reading.get(operation.operationId)
      if (!reply) {
        reply = call(operation, null)
        reading.set(operation.operationId, reply)
      }
      return reply
    }

    async function run(): Promise<Check[]> {
      const checks = (await Promise.all(reads.map(read))).map(({ check }) => check)
      for (const operation of writes) {
        const refused: { bad: BadInput; check: Check; body: unknown }[] = []
        const mayCall = audience === 'signed-in' || operation.guests
        for (const bad of mayCall ? badInputs(contract, operation) : [])
          refused.push({ bad, ...(await call(operation, bad)) })
        const valid = await call(operation, null)
        checks.push(
          ...refused.map(({ bad, check, body }) => judgeInput(check, body, bad, valid.check.outcome)),
          valid.check,
        )
      }
      return checks
    }

    return { read, run }
  }

  const guest = audienceRun('guest', null)
  // One call first: when it gets no answer, the API is not there to check (a wrong address, a
  // certificate the machine does not trust), said once rather than for every operation.
  const first = reads.find((operation) => pathParameters(operation.path).length === 0)
  if (first) {
    const { check } = await guest.read(first)
    if (check.outcome.kind === 'no-answer') return { checks: [check], unreachable: check.outcome.failure }
  }
  const checks = await guest.run()
  if (options.cookie !== null) checks.push(...(await audienceRun('signed-in', options.cookie).run()))
  return { checks, unreachable: null }
}
