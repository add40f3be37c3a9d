import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseContract } from './contract.ts'
import { requiredQuery, validBody } from './requests.ts'

const contract = parseContract(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'))
const operation = (id: string) => contract.operations.find((candidate) => candidate.operationId === id)!

const fields = (form: FormData | undefined) =>
  form
    ? [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `${value.type} file`])
    : null

describe('what the calls send', () => {
  it('gives required query parameters a value from the contract: a deepObject key, an enum', () => {
    expect(requiredQuery(contract, operation('search'))).toBe('filter%5Bsearch%5D=a')
    expect(requiredQuery(contract, operation('getSocialRedirectUrl'))).toBe('social=vk')
    expect(requiredQuery(contract, operation('listCards'))).toBe('')
  })

  it("sends the request body's example as the site does: objects as JSON text, nulls left out", () => {
    expect(fields(validBody(contract, operation('addArticleComment')))).toEqual([
      ['evaluation', '5'],
      ['text', 'Useful article, thanks!'],
    ])
    const article = fields(validBody(contract, operation('adminCreateArticle')))
    expect(article).toContainEqual([
      'title',
      JSON.stringify({ ru: 'Как получить скины CS2 бесплатно', en: 'How to get CS2 skins for free' }),
    ])
    expect(article).toContainEqual(['published', 'true'])
    expect(article?.map(([name]) => name)).not.toContain('url')
    expect(validBody(contract, operation('logout'))).toBeUndefined()
  })

  it('gives a required file the example lacks a PNG', () => {
    expect(fields(validBody(contract, operation('adminUploadImage')))).toEqual([['file', 'image/png file']])
  })
})
