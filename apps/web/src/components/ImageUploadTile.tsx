import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import './ImageUploadTile.css'

/** How the page's upload ended: done, or failed with an optional Chinese message (e.g. 图片不清晰，请重新拍摄). */
export type UploadOutcome = { ok: true } | { ok: false; message?: string }

export interface ImageUploadTileProps {
  /** What the picture is (身份证人像面): the tile's caption and the input's accessible name. */
  label: string
  /** Uploads the chosen file; the page keeps whatever the server answers (a file id). A rejection counts as a failure. */
  upload: (file: File) => Promise<UploadOutcome>
  /** The largest file accepted, in bytes: the caller's (the server's) rule, checked before anything is sent. */
  maxBytes: number
  /** The picture was removed (删除): the page forgets the uploaded file. */
  onRemove?: () => void
  /** `square` (default) for photos, `card` for an ID card's proportions across the width. */
  shape?: 'square' | 'card'
  /** Open the camera at once: `environment` (back) for documents, `user` (front) for a face. */
  capture?: 'user' | 'environment'
  disabled?: boolean
}

type TileState =
  | { status: 'empty'; rejection?: string }
  | { status: 'uploading' | 'done'; file: File; preview: string }
  | { status: 'failed'; file: File; preview: string; message: string }

/** A byte limit as people say it: 5MB, 1.5MB, 800KB. */
function sizeText(bytes: number): string {
  const megabytes = bytes / (1024 * 1024)
  return megabytes >= 1 ? `${Number(megabytes.toFixed(1))}MB` : `${Math.round(bytes / 1024)}KB`
}

/** Why a chosen file is not sent, or undefined when it may be. */
function rejectionOf(file: File, maxBytes: number): string | undefined {
  if (!file.type.startsWith('image/')) return '请选择图片文件'
  if (file.size > maxBytes) return `图片不能超过${sizeText(maxBytes)}`
  return undefined
}

/**
 * One picture to upload (an ID card side, a screenshot): a tile that opens the phone's picker (`image/*`),
 * checks type and size before anything is sent, previews the picture from memory (an object URL, revoked
 * when the picture is replaced or the tile goes) and shows the upload: 上传中 over the preview, done, or the
 * failure with 重试 (the same file again) and its message under the tile. 删除 empties it. A result that arrives after the
 * picture was removed or replaced is ignored. Photos are personal data: the tile never logs or stores them.
 *
 * @example
 * <ImageUploadTile label="身份证人像面" shape="card" capture="environment" maxBytes={rules.maxPhotoBytes}
 *   upload={async (file) => { const r = await uploadPhoto(file); if (r.ok) setFront(r.fileId); return r }}
 *   onRemove={() => setFront(null)} />
 */
export function ImageUploadTile({ label, upload, maxBytes, onRemove, shape = 'square', capture, disabled = false }: ImageUploadTileProps) {
  const messageId = useId()
  const [tile, setTile] = useState<TileState>({ status: 'empty' })
  /** Counts uploads started; only the latest one may change the tile. */
  const attempt = useRef(0)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  // The object URL lives as long as its preview: replaced, removed or unmounted, it is released.
  const preview = tile.status === 'empty' ? null : tile.preview
  useEffect(() => {
    if (preview === null) return
    return () => URL.revokeObjectURL(preview)
  }, [preview])

  async function send(file: File, previewUrl: string) {
    const current = ++attempt.current
    setTile({ status: 'uploading', file, preview: previewUrl })
    let outcome: UploadOutcome
    try {
      outcome = await upload(file)
    } catch {
      outcome = { ok: false }
    }
    if (!mounted.current || current !== attempt.current) return
    setTile(
      outcome.ok
        ? { status: 'done', file, preview: previewUrl }
        : { status: 'failed', file, preview: previewUrl, message: outcome.message ?? `${label}上传失败，请重试` },
    )
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Cleared, so choosing the same file again after a removal still fires a change.
    event.target.value = ''
    if (!file) return
    const rejection = rejectionOf(file, maxBytes)
    if (rejection) {
      setTile({ status: 'empty', rejection })
      return
    }
    void send(file, URL.createObjectURL(file))
  }

  function remove() {
    attempt.current += 1
    setTile({ status: 'empty' })
    onRemove?.()
  }

  return (
    <div className={`upload-tile upload-tile--${shape}`}>
      <div className={`upload-tile__box upload-tile__box--${tile.status}`}>
        {tile.status === 'empty' ? (
          <label className="upload-tile__pick">
            <input
              className="upload-tile__input"
              type="file"
              accept="image/*"
              capture={capture}
              disabled={disabled}
              onChange={choose}
              aria-describedby={tile.rejection ? messageId : undefined}
            />
            <svg className="upload-tile__plus" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="upload-tile__caption">{label}</span>
          </label>
        ) : (
          <>
            <img className="upload-tile__preview" src={tile.preview} alt={`${label}（预览）`} />
            {tile.status === 'uploading' ? (
              <span className="upload-tile__veil" role="status">
                上传中…
              </span>
            ) : null}
            {tile.status === 'failed' ? (
              <span className="upload-tile__veil">
                <span aria-hidden="true">上传失败</span>
                <button
                  className="upload-tile__retry"
                  type="button"
                  onClick={() => void send(tile.file, tile.preview)}
                  aria-describedby={messageId}
                >
                  重试
                </button>
              </span>
            ) : null}
            {tile.status === 'done' ? <span className="visually-hidden" role="status">{`${label}已上传`}</span> : null}
            <button className="upload-tile__remove" type="button" onClick={remove} disabled={disabled} aria-label={`删除${label}`}>
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </>
        )}
      </div>
      {tile.status !== 'empty' ? <p className="upload-tile__label">{label}</p> : null}
      {/* Why the file was refused, or why its upload failed (the server's words, which may be long). */}
      <p id={messageId} className="upload-tile__message" role="alert">
        {tile.status === 'empty' ? (tile.rejection ?? '') : tile.status === 'failed' ? tile.message : ''}
      </p>
    </div>
  )
}
