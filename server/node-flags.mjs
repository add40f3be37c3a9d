/**
 * Node's own flags for the production server. `npm start` passes them (package.json's `start`,
 * checked against this list by node-flags.test.ts), and so does everything that starts the
 * server as `npm start` does to measure or test it (the bench, the nginx check, the e2e tests).
 *
 * The young generation is capped at 8 MB a half: V8 grows it to 64 MB a half on a machine with
 * much memory, which under load kept 134 MB of the server's ~430 MB resident for objects that
 * live one request. At 16 MB a half the bench's load left 238-250 MB, at 8 MB 222-232 (three
 * alternated pairs, 5 s a page), for 5 % more render CPU per page on average (-4 to +15 % by
 * pair; `/` 3.9-4.4 ms against its 8 ms budget). Measured before the compiler's change below,
 * 8 MB had cost 20-40 % more CPU; why the cost fell with that change was not looked into.
 *
 * The old generation may grow to one and a half times what the last full collection left, instead
 * of up to four times, V8's choice on a machine with a lot of memory. What survives a request's few
 * young collections is garbage by the next full one, so under load the old space filled up to
 * ~70 MB around 25-35 MB of live objects, and the ArrayBuffers those objects held (pages,
 * compressed answers, API bodies: 40-50 MB, in malloc's heap) waited for it too. While the
 * compiler's arenas (below) were still there, 1.5 times saved no more than twice did; without them
 * it left the bench's load at 255 MB against 277 (265 against 288 in an alternated pair), for the
 * same CPU per page (docs/performance.md, "Resident memory").
 *
 * The optimizing compiler works on the main thread. On helper threads, each compile job's memory
 * came from that thread's own malloc arena, which glibc keeps once freed: 51 MB resident
 * in nine arenas after one round of load (12 MB without). On the main thread it is reused.
 * After the warm-up a server compiles little, and the bench's render CPU per page was within its
 * run-to-run spread (process CPU counts every thread either way): 224-270 MB resident against 284-334
 * (with the old generation at twice).
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=8',
  '--heap-growing-percent=50',
  '--no-concurrent-recompilation',
]
