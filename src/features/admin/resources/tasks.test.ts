import { describe, expect, it } from 'vitest'
import { tasksResource } from './tasks'

const { defaults, toInput } = tasksResource.form

describe('the task form', () => {
  it('sends only the fields the kind reads, the others empty', () => {
    const values = {
      ...defaults(undefined, {}),
      ownerId: 3,
      url: ' https://vk.com/freeskins ',
      social: 'vk' as const,
      requiredLevel: 20,
    }
    expect(toInput({ ...values, kind: 'join_group' })).toMatchObject({
      url: 'https://vk.com/freeskins',
      social: 'vk',
      requiredLevel: null,
    })
    expect(toInput({ ...values, kind: 'visit_link' })).toMatchObject({
      url: 'https://vk.com/freeskins',
      social: null,
      requiredLevel: null,
    })
    expect(toInput({ ...values, kind: 'link_social' })).toMatchObject({ url: null, social: 'vk', requiredLevel: null })
    expect(toInput({ ...values, kind: 'steam_level' })).toMatchObject({ url: null, social: null, requiredLevel: 20 })
    expect(toInput({ ...values, kind: 'tradelink' })).toMatchObject({ url: null, social: null, requiredLevel: null })
  })

  it('leaves an unchosen network out, so the server asks for it', () => {
    expect(toInput({ ...defaults(undefined, {}), kind: 'link_social' }).social).toBeNull()
  })

  it("takes the owner from a case's or giveaway's “new task” link, and nothing else from the address", () => {
    expect(defaults(undefined, { owner: 'giveaway', ownerId: '4' })).toMatchObject({ owner: 'giveaway', ownerId: 4 })
    expect(defaults(undefined, { owner: 'giveaway', ownerId: 'x' })).toMatchObject({ owner: 'giveaway', ownerId: null })
    expect(defaults(undefined, { owner: 'someone', ownerId: 4 })).toMatchObject({ owner: 'case', ownerId: null })
  })
})
