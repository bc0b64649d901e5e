import type { CaptchaChallenge } from '@h5/api'
import { useState } from 'react'
import { Dialog } from '../../components/Dialog'
import { TextField } from '../../components/TextField'
import './CaptchaDialog.css'

/** How the user answered: the answer to send, 换一张 (ask for another challenge), or closed. */
export type CaptchaResolution = { answer: string } | 'refresh' | null

export interface CaptchaDialogProps {
  challenge: CaptchaChallenge
  /** The last answer was refused: said above the challenge. */
  wrong: boolean
  onResolve: (resolution: CaptchaResolution) => void
}

/**
 * The captcha the server's risk check asks for before a login code goes out (docs/openapi.yaml
 * `sendLoginSmsCode`, 8361009 / 8361010): a picture to read and type, or a piece to slide into the gap of a
 * background. The page only draws and sends the answer; the server checks it.
 */
export function CaptchaDialog({ challenge, wrong, onResolve }: CaptchaDialogProps) {
  const [text, setText] = useState('')
  const [x, setX] = useState(0)
  const answer = challenge.kind === 'image' ? text.trim() : String(x)
  const ready = challenge.kind === 'image' ? answer.length === challenge.answerLength : true
  return (
    <Dialog
      open
      onClose={() => onResolve(null)}
      title="安全验证"
      actions={[
        { label: '换一张', onClick: () => onResolve('refresh') },
        { label: '确定', tone: 'primary', onClick: () => ready && onResolve({ answer }) },
      ]}
    >
      {wrong ? (
        <p className="captcha__wrong" role="alert">
          验证未通过，请重试
        </p>
      ) : null}
      {challenge.kind === 'image' ? (
        <div className="captcha">
          <img className="captcha__image" src={challenge.image} alt="图形验证码" />
          <TextField
            label="图中字符"
            value={text}
            onValueChange={(typed) => setText(typed.slice(0, challenge.answerLength))}
            placeholder={`请输入图中的${challenge.answerLength}个字符`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </div>
      ) : (
        <div className="captcha">
          <p className="captcha__hint">拖动下方滑块，使拼图块与缺口重合</p>
          <div className="captcha__stage" style={{ aspectRatio: `${challenge.width} / ${challenge.height}` }}>
            <img className="captcha__background" src={challenge.background} alt="" />
            <img
              className="captcha__piece"
              src={challenge.piece}
              alt=""
              style={{
                left: `${(x / challenge.width) * 100}%`,
                top: `${(challenge.pieceY / challenge.height) * 100}%`,
                width: `${(challenge.pieceWidth / challenge.width) * 100}%`,
              }}
            />
          </div>
          <input
            className="captcha__slider"
            type="range"
            min={0}
            max={Math.max(0, challenge.width - challenge.pieceWidth)}
            step={1}
            value={x}
            onChange={(event) => setX(Number(event.target.value))}
            aria-label="拼图位置"
          />
        </div>
      )}
    </Dialog>
  )
}
