import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { errorText } from '~/shared/forms/error-text'
import { useFieldContext } from '~/shared/forms/form-contexts'
import { Button } from '~/shared/ui/button/button'
import styles from './repeatable-group.module.css'

export interface RepeatableGroupProps<Item> {
  /** Names the whole list (its fieldset's legend): "Promocodes". */
  legend: ReactNode
  /** Names one item, counted from 0 (its group and its remove button): `(i) => t`Promocode ${i + 1}``. */
  itemLabel: (index: number) => string
  /** The value of an item the add button appends. */
  newItem: () => Item
  /** The add button's text: "Add a promocode". */
  addLabel: string
  /** Said while there is no item. */
  emptyText: ReactNode
  /** The fields of item `index`, on the same form: `<form.AppField name={`promocodes[${index}].code`}>`. */
  children: (index: number) => ReactNode
  hint?: ReactNode
  /** At most this many items (the add button is disabled at the limit). */
  max?: number
  /** Items can be neither added nor removed (their fields say for themselves whether they are read-only). */
  readOnly?: boolean
}

/** Where focus goes once the list has `count` items (the change has rendered). */
type Focus = { count: number } & (
  | { kind: 'item-field'; index: number }
  | { kind: 'item'; index: number }
  | { kind: 'add' }
)

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [contenteditable="true"]'

/**
 * A list of items of the same fields, on an array field of the form kit (case items, a card's
 * promocodes):
 *
 *   <form.AppField name="promocodes" mode="array">
 *     {(field) => (
 *       <field.RepeatableGroup legend={t`Promocodes`} itemLabel={(i) => t`Promocode ${i + 1}`} addLabel={t`Add a promocode`}
 *         emptyText={t`No promocodes yet.`} newItem={() => ({ code: '' })}>
 *         {(index) => <form.AppField name={`promocodes[${index}].code`}>{(f) => <f.TextField label={t`Code`} />}</form.AppField>}
 *       </field.RepeatableGroup>
 *     )}
 *   </form.AppField>
 *
 * Each item is a group named "Promocode 2" with a "Remove promocode 2" button. Adding moves focus
 * to the new item's first field; removing says so and moves focus to the item that took its
 * place (or the one before, or the add button when none is left). Server messages land on the
 * items' fields (`promocodes.0.code`); one about the list itself is shown under its legend.
 */
export function RepeatableGroup<Item>({
  legend,
  itemLabel,
  newItem,
  addLabel,
  emptyText,
  children,
  hint,
  max,
  readOnly = false,
}: RepeatableGroupProps<Item>) {
  const { t } = useLingui()
  const field = useFieldContext<Item[]>()
  const id = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const pendingFocus = useRef<Focus | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const count = field.state.value.length
  const error = errorText(field.state.meta.errors)
  const full = max !== undefined && count >= max

  // After the render that shows (or no longer shows) the item: the array's new value may render after the state change.
  useEffect(() => {
    const focus = pendingFocus.current
    if (!focus || focus.count !== count) return
    pendingFocus.current = null
    if (focus.kind === 'add') {
      addRef.current?.focus()
      return
    }
    const item = listRef.current?.querySelectorAll<HTMLElement>(':scope > [data-item]')[focus.index]
    if (!item) return
    if (focus.kind === 'item') item.focus()
    else (item.querySelector<HTMLElement>(`[data-item-fields] :is(${FOCUSABLE})`) ?? item).focus()
  }, [count])

  const add = () => {
    const name = itemLabel(count)
    field.pushValue(newItem())
    setAnnouncement(t`${name} added.`)
    pendingFocus.current = { kind: 'item-field', index: count, count: count + 1 }
  }

  const remove = (index: number) => {
    const name = itemLabel(index)
    void field.removeValue(index)
    setAnnouncement(t`${name} removed.`)
    const left = count - 1
    pendingFocus.current =
      left === 0 ? { kind: 'add', count: 0 } : { kind: 'item', index: Math.min(index, left - 1), count: left }
  }

  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <fieldset className={styles.group} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <div ref={listRef} className={styles.items}>
        {count === 0 && <p className={styles.empty}>{emptyText}</p>}
        {field.state.value.map((_item, index) => {
          const name = itemLabel(index)
          return (
            // The group takes focus after the item before it is removed, so a screen reader says where the user is.
            <fieldset key={index} data-item tabIndex={-1} className={styles.item}>
              <legend className="visually-hidden">{name}</legend>
              <div className={styles.itemHeader}>
                <span className={styles.itemName} aria-hidden="true">
                  {name}
                </span>
                {!readOnly && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.remove}
                    aria-label={t`Remove ${name}`}
                    onClick={() => remove(index)}
                  >
                    {t`Remove`}
                  </Button>
                )}
              </div>
              <div data-item-fields className={styles.itemFields}>
                {children(index)}
              </div>
            </fieldset>
          )
        })}
      </div>
      {!readOnly && (
        <div className={styles.footer}>
          <Button ref={addRef} variant="secondary" size="sm" onClick={add} disabled={full}>
            <span aria-hidden="true">+</span> {addLabel}
          </Button>
          {full && <p className={styles.hint}>{t`At most ${max} items.`}</p>}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  )
}
