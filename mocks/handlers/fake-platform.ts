import { HttpResponse } from 'msw'
import { db } from '../db/db.ts'
import type { Social } from '../db/schema/tasks.ts'
import type { Locale } from '../domain/core.ts'
import { coinsText } from '../domain/money.ts'
import { linkSocial, messengerBotCode, parseSocial, unlinkSocial } from '../domain/profile.ts'
import { signInPersona } from '../domain/sessions.ts'
import { isPersonaName, personaNames, personas } from '../personas.ts'
import { fakeOnlyRoute } from './route.ts'
import { localeOf } from './request.ts'
import { sessionCookie } from './session-cookie.ts'

/**
 * The fake game platform, social network and messenger bot: small HTML pages that the
 * fake backend serves in place of the real third-party sites, so sign-in and account
 * linking work offline and in tests.
 */

export const FAKE_NAVIGATION_HEADER = 'X-Fake-Navigation'

function isLocalHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname === 'localhost' || url.hostname === '127.0.0.1')
    )
  } catch {
    return false
  }
}

export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
}

/** A return address we may redirect to: a path of this site or a page on localhost; else `/`. */
function safeReturn(raw: string | null): string {
  if (raw && (isSitePath(raw) || isLocalHttpUrl(raw))) return raw
  return '/'
}

/**
 * Where the platform sends the browser back. The contract takes a site path; when the app
 * calls from another localhost origin (app and `api:serve` on different ports) the path is
 * made absolute on the app's origin, because the platform pages live on the API's origin.
 */
export function returnTarget(request: Request, raw: string | null): string {
  const path = raw && isSitePath(raw) ? raw : '/'
  const origin = request.headers.get('Origin')
  if (origin && origin !== new URL(request.url).origin && isLocalHttpUrl(origin)) return `${origin}${path}`
  return path
}

/**
 * The page the user came from (the `Referer` of the app's API call), as a return address:
 * a path when it is on this origin, the whole URL when it is another local origin.
 */
export function refererReturn(request: Request): string | null {
  const referer = request.headers.get('Referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    if (url.origin === new URL(request.url).origin) return `${url.pathname}${url.search}`
    return isLocalHttpUrl(referer) ? referer : null
  } catch {
    return null
  }
}

const texts = {
  signInTitle: { ru: 'Фейковая игровая платформа — вход', en: 'Fake game platform — sign in' },
  signInLead: {
    ru: 'Это страница фейкового бэкенда. Выберите, под кем войти:',
    en: 'This page belongs to the fake backend. Choose who to sign in as:',
  },
  level: { ru: 'уровень', en: 'level' },
  botCode: { ru: 'код бота', en: 'bot code' },
  cancel: { ru: 'Отмена', en: 'Cancel' },
  notFound: { ru: 'Страница не найдена', en: 'Page not found' },
  socialTitle: { ru: 'Фейковая соцсеть — привязка аккаунта', en: 'Fake social network — link account' },
  socialLead: {
    ru: 'Сайт FreeSkins просит доступ к вашему аккаунту',
    en: 'The FreeSkins site asks for access to your account on',
  },
  allow: { ru: 'Разрешить', en: 'Allow' },
  linkedNow: { ru: 'Сейчас к сайту привязан аккаунт', en: 'The account linked to the site now is' },
  revoke: { ru: 'Отозвать доступ', en: 'Revoke access' },
  signInFirst: { ru: 'Сначала войдите на сайте.', en: 'Sign in on the site first.' },
  botTitle: { ru: 'Фейковый бот мессенджера', en: 'Fake messenger bot' },
  botLead: { ru: 'Ваш код подтверждения:', en: 'Your verification code:' },
} as const

const socialNames: Record<Social, string> = { vk: 'VK', tg: 'Telegram' }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function pageLocale(request: Request, url: URL): Locale {
  const lang = url.searchParams.get('lang')
  if (lang === 'en' || lang === 'ru') return lang
  return localeOf(request)
}

// An empty icon of its own: the API's origin has no /favicon.ico, and the browser's 404 for it
// would be a console error on every visit.
function htmlPage(locale: Locale, title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #171a21; color: #c7d5e0; font: 16px/1.5 system-ui, sans-serif; }
  main { width: min(560px, 92vw); background: #1b2838; border-radius: 12px; padding: 28px; box-shadow: 0 12px 40px #0008; }
  h1 { margin: 0 0 8px; font-size: 22px; color: #fff; }
  ul { list-style: none; padding: 0; margin: 16px 0 0; display: grid; gap: 10px; }
  a.choice { display: block; padding: 12px 16px; border-radius: 8px; background: #2a475e; color: #fff; text-decoration: none; }
  a.choice:hover, a.choice:focus { background: #66c0f4; color: #171a21; outline: none; }
  small { display: block; opacity: .8; }
  .code { font: 700 32px/1 monospace; letter-spacing: 4px; color: #66c0f4; }
  a.back { color: #66c0f4; display: inline-block; margin-top: 18px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`
  return new HttpResponse(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

/**
 * Finishes a platform step: a 302 for a real navigation, or `{ location }` for the browser
 * host, which fetches these pages through the service worker and cannot read a redirect.
 */
function redirect(request: Request, location: string, headers: Record<string, string> = {}): Response {
  if (request.headers.get(FAKE_NAVIGATION_HEADER) === '1') {
    return new HttpResponse(JSON.stringify({ location }), {
      status: 200,
      headers: { 'Content-Type': 'application/json', ...headers },
    })
  }
  return new HttpResponse(null, { status: 302, headers: { Location: location, ...headers } })
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString()
}

export const fakePlatformHandlers = [
  fakeOnlyRoute('get', '/fake-platform/sign-in', ({ request, url }) => {
    const locale = pageLocale(request, url)
    const back = safeReturn(url.searchParams.get('return'))
    const choices = personaNames
      .map((name) => {
        const persona = personas[name]
        const user = db.users.findFirst((q) => q.where({ id: persona.userId }))
        const details = user
          ? `${texts.level[locale]} ${user.steamLevel} · ${coinsText(user.balanceCents)[locale]} · ${texts.botCode[locale]} ${messengerBotCode(user)}`
          : ''
        const href = `/api/fake-platform/sign-in/${name}?${query({ return: back })}`
        return `<li><a class="choice" data-persona="${name}" href="${escapeHtml(href)}"><strong>${escapeHtml(persona.steamName)}</strong> (${name})<small>${escapeHtml(persona.label[locale])}</small><small>${escapeHtml(details)}</small></a></li>`
      })
      .join('')
    return htmlPage(
      locale,
      texts.signInTitle[locale],
      `<h1>${escapeHtml(texts.signInTitle[locale])}</h1><p>${escapeHtml(texts.signInLead[locale])}</p><ul>${choices}</ul><a class="back" href="${escapeHtml(back)}">${escapeHtml(texts.cancel[locale])}</a>`,
    )
  }),
  fakeOnlyRoute('get', '/fake-platform/sign-in/{persona}', async ({ request, url, params }) => {
    const persona = params.persona
    if (!isPersonaName(persona)) {
      const locale = pageLocale(request, url)
      return htmlPage(locale, texts.notFound[locale], `<h1>${escapeHtml(texts.notFound[locale])}</h1>`, 404)
    }
    const { token } = await signInPersona(db, persona)
    return redirect(request, safeReturn(url.searchParams.get('return')), { 'Set-Cookie': sessionCookie(token) })
  }),
  fakeOnlyRoute('get', '/fake-platform/social/{social}', ({ request, url, params, user }) => {
    const locale = pageLocale(request, url)
    const social = parseSocial(params.social)
    const back = safeReturn(url.searchParams.get('return'))
    const allow = `/api/fake-platform/social/${social}/allow?${query({ return: back })}`
    // As on the network's own settings page: an account already linked can take the access back.
    const linked = user ? (social === 'vk' ? user.vkName : user.tgName) : null
    const revoke = `/api/fake-platform/social/${social}/revoke?${query({ return: back })}`
    return htmlPage(
      locale,
      texts.socialTitle[locale],
      `<h1>${escapeHtml(texts.socialTitle[locale])}</h1><p>${escapeHtml(texts.socialLead[locale])} ${socialNames[social]}.</p>` +
        (linked ? `<p>${escapeHtml(texts.linkedNow[locale])} <strong>${escapeHtml(linked)}</strong>.</p>` : '') +
        `<ul><li><a class="choice" data-action="allow" href="${escapeHtml(allow)}">${escapeHtml(texts.allow[locale])}</a></li>` +
        (linked
          ? `<li><a class="choice" data-action="revoke" href="${escapeHtml(revoke)}">${escapeHtml(texts.revoke[locale])}</a></li>`
          : '') +
        `</ul><a class="back" href="${escapeHtml(back)}">${escapeHtml(texts.cancel[locale])}</a>`,
    )
  }),
  fakeOnlyRoute('get', '/fake-platform/social/{social}/allow', async ({ request, url, params, user }) => {
    const locale = pageLocale(request, url)
    const social = parseSocial(params.social)
    if (!user)
      return htmlPage(locale, texts.socialTitle[locale], `<h1>${escapeHtml(texts.signInFirst[locale])}</h1>`, 401)
    await linkSocial(db, user, social)
    return redirect(request, safeReturn(url.searchParams.get('return')))
  }),
  fakeOnlyRoute('get', '/fake-platform/social/{social}/revoke', async ({ request, url, params, user }) => {
    const locale = pageLocale(request, url)
    const social = parseSocial(params.social)
    if (!user)
      return htmlPage(locale, texts.socialTitle[locale], `<h1>${escapeHtml(texts.signInFirst[locale])}</h1>`, 401)
    await unlinkSocial(db, user, social)
    return redirect(request, safeReturn(url.searchParams.get('return')))
  }),
  fakeOnlyRoute('get', '/fake-platform/messenger-bot', ({ request, url, user }) => {
    const locale = pageLocale(request, url)
    const body = user
      ? `<h1>${escapeHtml(texts.botTitle[locale])}</h1><p>${escapeHtml(texts.botLead[locale])}</p><p class="code" data-code>${messengerBotCode(user)}</p>`
      : `<h1>${escapeHtml(texts.botTitle[locale])}</h1><p>${escapeHtml(texts.signInFirst[locale])}</p>`
    return htmlPage(locale, texts.botTitle[locale], body)
  }),
]
