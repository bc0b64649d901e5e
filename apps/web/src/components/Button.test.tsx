import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'
import { buttonClass } from '../platform/ui/buttonClass'

describe('Button', () => {
  it('is a real button of type button, primary and 44 px by default', () => {
    render(<Button onClick={() => {}}>立即提现</Button>)
    const button = screen.getByRole('button', { name: '立即提现' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toBe('button button--primary')
  })

  it('draws each variant and size, and the block width', () => {
    render(
      <>
        <Button variant="secondary">二</Button>
        <Button variant="text" size="sm">三</Button>
        <Button variant="danger" size="lg" block>四</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: '二' }).className).toBe('button button--secondary')
    expect(screen.getByRole('button', { name: '三' }).className).toBe('button button--text button--sm')
    expect(screen.getByRole('button', { name: '四' }).className).toBe('button button--danger button--lg button--block')
  })

  it('calls onClick for a tap', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>提交</Button>)
    fireEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('ignores taps while loading, keeps its name and focus, and says it is busy', () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    )
    const button = screen.getByRole('button', { name: '提交' })
    button.focus()
    fireEvent.click(button)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect((button as HTMLButtonElement).disabled).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('does not submit its form while loading', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          提交
        </Button>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('is disabled when the action cannot be taken', () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        今日已领取
      </Button>,
    )
    const button = screen.getByRole('button', { name: '今日已领取' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('buttonClass', () => {
  it('gives a link the look of a button', () => {
    expect(buttonClass()).toBe('button button--primary')
    expect(buttonClass({ variant: 'secondary', block: true })).toBe('button button--secondary button--block')
    expect(buttonClass({ variant: 'text', size: 'sm' })).toBe('button button--text button--sm')
  })
})
