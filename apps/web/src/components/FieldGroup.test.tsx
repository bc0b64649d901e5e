import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FieldGroup } from './FieldGroup'
import { TextField } from './TextField'

describe('FieldGroup', () => {
  it('groups its fields under a name', () => {
    render(
      <FieldGroup title="收款账户">
        <TextField label="户名" value="" onValueChange={() => undefined} />
        <TextField label="卡号" value="" onValueChange={() => undefined} />
      </FieldGroup>,
    )
    const group = screen.getByRole('group', { name: '收款账户' })
    expect(group.querySelectorAll('input')).toHaveLength(2)
  })
})
