import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import { requestPart } from '../contract/requests/request-part.ts'
import { loadContractWith } from '../contract/requests/source.ts'

/** For plain Node (`api:serve`, scripts), which has no Vite to import the contract as a module: the same part of it, read from disk. */
export function readContractFromDisk(): void {
  loadContractWith(async (): Promise<unknown> =>
    requestPart(parse(await readFile(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'))),
  )
}
