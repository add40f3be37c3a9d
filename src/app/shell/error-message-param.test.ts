import { describe, expect, it } from 'vitest'
import { takeErrorMessage } from './error-message-param'

describe('takeErrorMessage', () => {
  it('takes the message and keeps the other parameters and the hash', () => {
    expect(takeErrorMessage('/en/profile?tab=trades&error_message=Account%20linked&x=1#top')).toEqual({
      message: 'Account linked',
      cleanHref: '/en/profile?tab=trades&x=1#top',
    })
  })

  it('gives a clean path when it was the only parameter', () => {
    expect(takeErrorMessage('/?error_message=Hi')).toEqual({ message: 'Hi', cleanHref: '/' })
  })

  it('gives null without the parameter', () => {
    expect(takeErrorMessage('/shop?page=2')).toBeNull()
  })
})
