// Runs npm scripts side by side, as many at a time as there are cores, and says how long each took.
// Each step's output is printed in one piece when it ends, so logs never interleave.
//   node scripts/run-steps.mjs typecheck lint knip
// Fails (after the running steps end, starting no new one) when any step fails.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

const steps = process.argv.slice(2)
const concurrency = Number(process.env.STEPS_CONCURRENCY ?? availableParallelism())

function run(step) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      const text = Buffer.concat(output).toString('utf8').trimEnd()
      console.log(`${code === 0 ? '✓' : '✗'} ${step} (${seconds} s)${text ? `\n${text}` : ''}`)
      resolve({ step, ok: code === 0, seconds })
    })
  })
}

const queue = [...steps]
const results = []
let failed = false
async function worker() {
  while (queue.length > 0 && !failed) {
    const result = await run(queue.shift())
    results.push(result)
    if (!result.ok) failed = true
  }
}
await Promise.all(Array.from({ length: Math.min(concurrency, steps.length) }, worker))

console.log(results.map(({ step, ok, seconds }) => `  ${ok ? '✓' : '✗'} ${step.padEnd(20)} ${seconds} s`).join('\n'))
process.exit(failed ? 1 : 0)
