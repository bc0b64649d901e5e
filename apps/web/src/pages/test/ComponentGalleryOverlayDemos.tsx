import { useState } from 'react'
import { ActionSheet } from '../../components/ActionSheet'
import { Dialog } from '../../components/Dialog'
import { useConfirm } from '../../components/useConfirm'
import { showToast } from '../../state/overlays'
import { Button } from '../../components/Button'

/** A dialog with one button, and a confirm asked with useConfirm. */
export function DialogDemo() {
  const [open, setOpen] = useState(false)
  const { confirm, confirmDialog } = useConfirm()

  async function unbind() {
    const confirmed = await confirm({
      title: '确认解绑该银行卡？',
      message: '解绑后提现需重新绑定银行卡',
      confirmText: '解绑',
      danger: true,
    })
    showToast(confirmed ? '已解绑' : '已取消')
  }

  return (
    <div className="gallery__actions">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        打开对话框
      </Button>
      <Button variant="secondary" onClick={() => void unbind()}>
        打开确认框
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="提现说明"
        actions={[{ label: '我知道了', onClick: () => setOpen(false), tone: 'primary' }]}
      >
        <p>每日可提现一次，单笔 1–200 元，1–3 个工作日到账。</p>
      </Dialog>
      {confirmDialog}
    </div>
  )
}

const AVATAR_ACTIONS = [
  { key: 'camera', label: '拍照' },
  { key: 'album', label: '从相册选择', description: '支持 JPG、PNG，不超过 5MB' },
  { key: 'remove', label: '删除头像', danger: true },
]

export function ActionSheetDemo() {
  const [open, setOpen] = useState(false)
  return (
    <div className="gallery__actions">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        打开动作面板
      </Button>
      <ActionSheet
        open={open}
        onClose={() => setOpen(false)}
        title="更换头像"
        actions={AVATAR_ACTIONS}
        onSelect={(key) => showToast(`选择了：${AVATAR_ACTIONS.find((action) => action.key === key)?.label ?? key}`)}
      />
    </div>
  )
}
