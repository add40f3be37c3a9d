import { describe, expect, it } from 'vitest'
import { msg } from '@lingui/core/macro'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from './define-resource'

const cardsApi = createResourceApi('/admin/cards', '/admin/cards/{id}')
const badgesApi = createResourceApi('/admin/badges', '/admin/badges/{id}')
const usersApi = createResourceApi('/admin/users', '/admin/users/{id}')
const noFields = () => null

describe('defineResource', () => {
  it('lists the sort fields of its columns and keeps the filters', () => {
    const cards = defineResource({
      section: 'cards',
      api: cardsApi,
      titles: { singular: msg`Card`, create: msg`New card` },
      displayName: (card) => card.slug,
      list: {
        defaultSort: 'position',
        columns: (col) => [
          col.text('slug', msg`Slug`),
          col.number('position', msg`Position`, { sort: 'position' }),
          col.boolean('top', msg`Top`),
        ],
        filters: [
          { kind: 'checkbox', key: 'top', label: msg`Top` },
          { kind: 'select', key: 'type', label: msg`Type`, options: [{ value: 2, label: msg`Case site` }] },
        ],
      },
      form: { defaults: () => ({}), toInput: () => ({}) as never, Fields: noFields },
    })
    expect(cards.list.sortFields).toEqual(['position'])
    expect(cards.list.columns.map((column) => column.id)).toEqual(['slug', 'position', 'top'])
    expect(cards.list.filters.map((filter) => filter.key)).toEqual(['top', 'type'])
  })

  it('checks the config against the contract (compile-time)', () => {
    defineResource({
      section: 'cards',
      api: cardsApi,
      titles: { singular: msg`Card`, create: msg`New card` },
      displayName: (card) => card.slug,
      list: {
        // @ts-expect-error -- not one of the contract's sort values for cards
        defaultSort: 'slug',
        columns: (col) => [
          // @ts-expect-error -- `slug` is text, not a number
          col.number('slug', msg`Slug`),
          // @ts-expect-error -- cards cannot be sorted by slug
          col.text('slug', msg`Slug`, { sort: 'slug' }),
        ],
        filters: [
          // @ts-expect-error -- `top` is a boolean filter: not a select
          { kind: 'select', key: 'top', label: msg`Top`, options: [] },
          // @ts-expect-error -- cards have no `published` filter
          { kind: 'boolean', key: 'published', label: msg`Published` },
        ],
      },
      form: { defaults: () => ({}), toInput: () => ({}) as never, Fields: noFields },
    })
    expect(true).toBe(true)
  })

  it('types the form input by the contract (compile-time)', () => {
    const titles = { singular: msg`Badge`, create: msg`New badge` }
    const list = { defaultSort: 'text' as const, columns: () => [] }
    defineResource({
      section: 'badges',
      api: badgesApi,
      titles,
      displayName: (badge) => badge.color,
      list,
      form: {
        defaults: () => ({ color: '' }),
        // @ts-expect-error -- a badge's input needs its text
        toInput: (values) => ({ color: values.color }),
        Fields: noFields,
      },
    })
    defineResource({
      section: 'users',
      api: usersApi,
      titles,
      displayName: (user) => user.steamName,
      list: { defaultSort: 'steamName', columns: () => [] },
      // @ts-expect-error -- updating a user takes other fields than creating one: `toUpdate` is required
      form: {
        defaults: () => ({}),
        toInput: () => ({ steamId: '1', steamName: 'a', roles: [], tradelink: null }),
        Fields: noFields,
      },
    })
    expect(true).toBe(true)
  })
})
