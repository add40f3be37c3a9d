/** What a resource's `Fields` component gets. (Bound to the form kit once it lands.) */
export interface ResourceFieldsProps<Values> {
  values?: Values
  mode: 'create' | 'edit'
}
