import { useLingui } from '@lingui/react/macro'
import { useAppForm } from '~/shared/forms/form-kit'

/**
 * A kit form whose one field is the captcha (opening a case, taking a giveaway reward): it
 * asks for the tick before sending, and spends the token on one attempt whatever its outcome,
 * so the next attempt needs a new check. The server's `captchaToken` error lands on the field.
 *
 *   const form = useCaptchaForm((token) => open.mutateAsync(token))
 *   <form.AppForm><form.Form>
 *     <form.AppField name="captchaToken">{(field) => <field.CaptchaTokenField />}</form.AppField>
 *     <form.SubmitButton>…</form.SubmitButton>
 *   </form.Form></form.AppForm>
 */
export function useCaptchaForm(send: (token: string) => Promise<unknown>) {
  const { t } = useLingui()
  return useAppForm({
    defaultValues: { captchaToken: null as string | null },
    validators: {
      onSubmit: ({ value }) =>
        value.captchaToken === null
          ? { fields: { captchaToken: t`Tick the box to confirm you are not a robot.` } }
          : undefined,
    },
    onSubmit: async ({ value, formApi }) => {
      // The check above stops a submit without a token.
      if (value.captchaToken === null) return
      try {
        await send(value.captchaToken)
      } finally {
        formApi.setFieldValue('captchaToken', null)
      }
    },
  })
}
