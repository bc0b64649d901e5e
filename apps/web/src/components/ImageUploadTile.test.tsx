import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ImageUploadTile, type UploadOutcome } from './ImageUploadTile'

const MAX_BYTES = 5 * 1024 * 1024

let objectUrls: string[]
const createObjectURL = vi.fn((file: Blob) => {
  const url = `blob:preview-${objectUrls.length + 1}-${(file as File).name}`
  objectUrls.push(url)
  return url
})
const revokeObjectURL = vi.fn()

beforeEach(() => {
  objectUrls = []
  createObjectURL.mockClear()
  revokeObjectURL.mockClear()
  // jsdom has no object URLs; the tile's calls are what these tests check.
  Object.assign(URL, { createObjectURL, revokeObjectURL })
})

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

function photo(name = 'front.jpg', bytes = 1024, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

/** An upload the test answers by hand. */
function heldUpload() {
  const answers: ((outcome: UploadOutcome) => void)[] = []
  const upload = vi.fn(() => new Promise<UploadOutcome>((resolve) => answers.push(resolve)))
  return { upload, answer: (index: number, outcome: UploadOutcome) => act(async () => answers[index]?.(outcome)) }
}

const fileInput = () => screen.getByLabelText('身份证人像面') as HTMLInputElement
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } })

describe('ImageUploadTile', () => {
  it('is a labelled file input for pictures', () => {
    render(<ImageUploadTile label="身份证人像面" upload={heldUpload().upload} maxBytes={MAX_BYTES} />)
    expect(fileInput().type).toBe('file')
    expect(fileInput().accept).toBe('image/*')
  })

  it('refuses a file that is not a picture, or too large, before any preview or upload', () => {
    const { upload } = heldUpload()
    render(<ImageUploadTile label="身份证人像面" upload={upload} maxBytes={MAX_BYTES} />)
    choose(photo('notes.pdf', 1024, 'application/pdf'))
    expect(screen.getByRole('alert').textContent).toBe('请选择图片文件')
    choose(photo('huge.jpg', MAX_BYTES + 1))
    expect(screen.getByRole('alert').textContent).toBe('图片不能超过5MB')
    expect(upload).not.toHaveBeenCalled()
    expect(createObjectURL).not.toHaveBeenCalled()
  })

  it('previews the picture while it uploads, then shows it uploaded', async () => {
    const held = heldUpload()
    render(<ImageUploadTile label="身份证人像面" upload={held.upload} maxBytes={MAX_BYTES} />)
    const file = photo('front.jpg', MAX_BYTES)
    choose(file)
    expect(held.upload).toHaveBeenCalledWith(file)
    expect(screen.getByRole('img', { name: '身份证人像面（预览）' }).getAttribute('src')).toBe(objectUrls[0])
    expect(screen.getByRole('status').textContent).toBe('上传中…')
    await held.answer(0, { ok: true })
    expect(screen.getByRole('status').textContent).toBe('身份证人像面已上传')
  })

  it('shows the failure with 重试, which uploads the same file again', async () => {
    const held = heldUpload()
    render(<ImageUploadTile label="身份证人像面" upload={held.upload} maxBytes={MAX_BYTES} />)
    const file = photo()
    choose(file)
    await held.answer(0, { ok: false, message: '图片不清晰，请重新拍摄' })
    expect(screen.getByRole('alert').textContent).toBe('图片不清晰，请重新拍摄')
    expect(screen.getByRole('button', { name: '重试' }).getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(held.upload).toHaveBeenCalledTimes(2)
    expect(held.upload).toHaveBeenLastCalledWith(file)
    expect(screen.getByRole('status').textContent).toBe('上传中…')
    expect(screen.getByRole('alert').textContent).toBe('')
    // The same preview: nothing revoked, nothing new created.
    expect(createObjectURL).toHaveBeenCalledTimes(1)
    expect(revokeObjectURL).not.toHaveBeenCalled()
    await held.answer(1, { ok: true })
    expect(screen.getByRole('status').textContent).toBe('身份证人像面已上传')
  })

  it('calls a rejected upload a failure with the default message', async () => {
    const upload = vi.fn(() => Promise.reject(new Error('network')))
    render(<ImageUploadTile label="身份证人像面" upload={upload} maxBytes={MAX_BYTES} />)
    await act(async () => choose(photo()))
    expect(screen.getByRole('alert').textContent).toBe('身份证人像面上传失败，请重试')
  })

  it('releases the preview when the picture is removed, and ignores the upload that was still running', async () => {
    const held = heldUpload()
    const onRemove = vi.fn()
    render(<ImageUploadTile label="身份证人像面" upload={held.upload} maxBytes={MAX_BYTES} onRemove={onRemove} />)
    choose(photo('first.jpg'))
    fireEvent.click(screen.getByRole('button', { name: '删除身份证人像面' }))
    expect(onRemove).toHaveBeenCalledTimes(1)
    expect(revokeObjectURL).toHaveBeenCalledWith(objectUrls[0])
    await held.answer(0, { ok: true })
    expect(screen.queryByRole('img')).toBeNull()
    expect(fileInput()).toBeTruthy()
  })

  it('releases the old preview when a new picture replaces it, and the last one when the tile goes', async () => {
    const held = heldUpload()
    const { unmount } = render(<ImageUploadTile label="身份证人像面" upload={held.upload} maxBytes={MAX_BYTES} />)
    choose(photo('first.jpg'))
    await held.answer(0, { ok: false })
    fireEvent.click(screen.getByRole('button', { name: '删除身份证人像面' }))
    choose(photo('second.jpg'))
    expect(revokeObjectURL).toHaveBeenCalledTimes(1)
    expect(revokeObjectURL).toHaveBeenLastCalledWith(objectUrls[0])
    unmount()
    expect(revokeObjectURL).toHaveBeenCalledTimes(2)
    expect(revokeObjectURL).toHaveBeenLastCalledWith(objectUrls[1])
  })
})
