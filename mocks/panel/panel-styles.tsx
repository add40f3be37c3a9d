import css from './panel.css?inline'

/** The panel's class names (./panel.css). */
export const styles = {
  button: 'fbp-button',
  corner: 'fbp-corner',
  failed: 'fbp-failed',
  field: 'fbp-field',
  grid: 'fbp-grid',
  header: 'fbp-header',
  heading: 'fbp-heading',
  list: 'fbp-list',
  listItem: 'fbp-list-item',
  note: 'fbp-note',
  panel: 'fbp-panel',
  path: 'fbp-path',
  real: 'fbp-real',
  row: 'fbp-row',
  section: 'fbp-section',
  sectionHeading: 'fbp-section-heading',
  short: 'fbp-short',
  smallButton: 'fbp-small-button',
  status: 'fbp-status',
  table: 'fbp-table',
  tableScroll: 'fbp-table-scroll',
  visuallyHidden: 'fbp-visually-hidden',
} as const

/**
 * The panel's stylesheet, in the lazily loaded panel code rather than in the app's one
 * stylesheet (the build merges all CSS into it): React hoists it into <head> once.
 */
export function PanelStyles() {
  return (
    <style href="fake-backend-panel-styles" precedence="default">
      {css}
    </style>
  )
}
