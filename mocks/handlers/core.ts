import { db } from '../db/db.ts'
import { coreData } from '../domain/core.ts'
import { centsToCoins } from '../domain/money.ts'
import { socketTokenOf } from '../domain/sessions.ts'
import { REALTIME_PATH } from '../realtime/channel.ts'
import { route } from './route.ts'
import { presentBanner, presentCategory, presentNotification } from '../present/content.ts'
import { presentCurrentUser } from '../present/users.ts'

const FAKE_CAPTCHA_SITE_KEY = 'fake-captcha-site-key'

export const coreHandlers = [
  route('get', '/core', ({ answer, url, user, token, locale }) => {
    const core = coreData(db, user, locale)
    return answer(200, {
      data: {
        currentUser: core.user ? presentCurrentUser(core.user) : null,
        categories: core.categories.map((row) => presentCategory(row, locale)),
        banners: core.banners.map((row) => presentBanner(row, locale)),
        config: {
          tg_bot_name: 'FreeSkinsFakeBot',
          // The fake bot is a page of the fake backend that tells the signed-in user their code.
          tg_bot_link: `${url.origin}/api/fake-platform/messenger-bot`,
          // Every host serves the channel beside the API: a socket.io server on the HTTP
          // hosts, a ws.link on the page in the browser host (same origin, intercepted).
          socket_url: `${url.origin}${REALTIME_PATH}`,
          socket_token: socketTokenOf(db, token),
          ref_reward_amount: centsToCoins(core.settings.refRewardCents),
          social_links: {
            tg: 'https://t.me/freeskins_example',
            vk: 'https://vk.com/freeskins_example',
            steam: 'https://steamcommunity.com/groups/freeskins_example',
          },
          captcha_site_key: FAKE_CAPTCHA_SITE_KEY,
        },
        country_code: core.countryCode,
        notifications: core.notifications.map((row) => presentNotification(row, locale)),
      },
    })
  }),
]
