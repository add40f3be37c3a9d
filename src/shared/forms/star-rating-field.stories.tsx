import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useFieldStoryForm } from '@testing/stories/use-field-story-form'
import { withFrame } from '@testing/stories/with-frame'
import type { StarRatingFieldProps } from './star-rating-field'

interface DemoProps extends StarRatingFieldProps {
  value: number | null
  error?: string
}

function Demo({ value, error, ...props }: DemoProps) {
  const form = useFieldStoryForm(value, error)
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="value">{(field) => <field.StarRatingField {...props} />}</form.AppField>
      </form.Form>
    </form.AppForm>
  )
}

const meta = {
  component: Demo,
  decorators: [withFrame(560)],
  args: { legend: 'Your rating', max: 5, value: null },
  globals: { locale: 'en' },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Five stars over five radios named "1 star" to "5 stars"; a click chooses, the arrows move the choice. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole('group', { name: 'Your rating' })
    const radios = within(group).getAllByRole('radio')
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ])
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }))
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: '4 stars' })).not.toBeChecked()
  },
}

export const Chosen: Story = { args: { value: 3, hint: 'How did it go?' } }

/** The group's one error is linked to it and marks it invalid. */
export const WithError: Story = {
  args: { error: 'Choose a rating from 1 to 5.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Your rating' })
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription('Choose a rating from 1 to 5.')
  },
}

/** Russian plurals: 1 звезда, 2 звезды, 5 звёзд. */
export const Russian: Story = {
  args: { legend: 'Ваша оценка' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: '1 звезда' })).toBeInTheDocument()
    await expect(canvas.getByRole('radio', { name: '2 звезды' })).toBeInTheDocument()
    await expect(canvas.getByRole('radio', { name: '5 звёзд' })).toBeInTheDocument()
  },
}
