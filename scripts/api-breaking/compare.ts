// Compares two versions of the contract: oasdiff gets them as files, the accept marks come from
// the newer one.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readAcceptMarks } from './accept-marks.ts'
import { listChanges } from './changes.ts'
import { judge, type Verdict } from './verdict.ts'

export async function compareContracts(baseText: string, revisionText: string): Promise<Verdict> {
  const marks = readAcceptMarks(revisionText)
  const scratch = await mkdtemp(join(tmpdir(), 'api-breaking-'))
  try {
    const basePath = join(scratch, 'base.yaml')
    const revisionPath = join(scratch, 'revision.yaml')
    await Promise.all([writeFile(basePath, baseText), writeFile(revisionPath, revisionText)])
    return judge(await listChanges(basePath, revisionPath), marks)
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
