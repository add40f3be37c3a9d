import type { ReactNode } from 'react'
import { clsx } from '~/shared/lib/clsx'
import { safeImageUrl } from '~/shared/lib/safe-url'
import styles from './item-strip.module.css'

export interface ItemStripProps<Item> {
  /** The heading's id: the list is named by it. */
  titleId: string
  title: ReactNode
  /** Said instead of the list when there is nothing in it. */
  emptyText: ReactNode
  items: readonly Item[]
  itemKey: (item: Item) => string | number
  renderItem: (item: Item) => ReactNode
  /** Each entry's width (its flex basis). */
  entryClassName?: string
  /**
   * For entries with no link or button in them: the list itself takes focus, so the keyboard
   * can scroll it. Entries with links take the keyboard along by themselves.
   */
  focusable?: boolean
}

/** A titled strip of items that scrolls sideways, with who got each (the last drops, the last deliveries). */
export function ItemStrip<Item>({
  titleId,
  title,
  emptyText,
  items,
  itemKey,
  renderItem,
  entryClassName,
  focusable = false,
}: ItemStripProps<Item>) {
  return (
    <section className={styles.strip} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={titleId} tabIndex={focusable ? 0 : undefined}>
          {items.map((item) => (
            <li key={itemKey(item)} className={clsx(styles.entry, entryClassName)}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The framed card of one entry; a link or a plain block. */
export const itemStripCardClass = styles.card

/** The item's picture, if the API gave a usable address. */
export function StripPicture({ image }: { image: string }) {
  const src = safeImageUrl(image)
  return src ? <img className={styles.picture} src={src} alt="" loading="lazy" decoding="async" /> : null
}

/** Who got the item: avatar and a name cut to the card's width, the whole name in its tooltip. */
export function StripUser({ avatar, name }: { avatar: string; name: string }) {
  const src = safeImageUrl(avatar)
  return (
    <span className={styles.user}>
      {src && <img className={styles.avatar} src={src} alt="" loading="lazy" decoding="async" />}
      <span className={styles.userName} title={name}>
        {name}
      </span>
    </span>
  )
}
