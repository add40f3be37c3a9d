import { createFormHookContexts } from '@tanstack/react-form'

/**
 * The contexts that hand a kit component its form or field. Apart from the kit's main file so
 * the field and form components can read them without importing the file that lists them.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
