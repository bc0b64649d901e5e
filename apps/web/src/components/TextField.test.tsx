import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TextField } from './TextField'

function Controlled(props: { error?: string; hint?: string }) {
  const [value, setValue] = useState('')
  return <TextField label="昵称" value={value} onValueChange={setValue} leading="@" trailing="0/16" {...props} />
}

describe('TextField', () => {
  it('is a labelled input that reports what is typed, between its prefix and suffix', async () => {
    render(<Controlled />)
    const input = screen.getByLabelText('昵称')
    await userEvent.type(input, '小明')
    expect((input as HTMLInputElement).value).toBe('小明')
    expect(screen.getByText('@')).toBeTruthy()
    expect(screen.getByText('0/16')).toBeTruthy()
  })

  it('ties its message to the input and marks it invalid', () => {
    render(<Controlled error="昵称已被占用" hint="最多16个字" />)
    const input = screen.getByLabelText('昵称')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('昵称已被占用').id).toBe(input.getAttribute('aria-describedby'))
    // The message takes the hint's place.
    expect(screen.queryByText('最多16个字')).toBeNull()
  })

  it('describes the input by its hint when there is no message', () => {
    render(<Controlled hint="最多16个字" />)
    const input = screen.getByLabelText('昵称')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByText('最多16个字').id).toBe(input.getAttribute('aria-describedby'))
  })
})
