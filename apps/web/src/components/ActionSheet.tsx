import { onDemand, useOnDemandOverlay } from '../platform/onDemand'
import type { ActionSheetProps } from './ActionSheetPanel'

export type { ActionSheetAction, ActionSheetProps } from './ActionSheetPanel'

const panel = onDemand(() => import('./ActionSheetPanel').then((module) => module.ActionSheetPanel))

/**
 * A sheet of choices from the bottom of the screen (拍照 / 从相册选择, 删除; ActionSheetPanel.tsx). A page
 * offers one for a choice the user rarely makes (the document type, the dialling code), so its code and the
 * Modal layer's load when a sheet first opens (platform/onDemand.ts), a moment after the tap, not with the page:
 * 0.8 KB less start-up JS on each page that has one (README "Performance"). If that load fails, the sheet stays
 * shut, a toast says why and the page keeps all it holds; the next open loads again.
 *
 * @example
 * <ActionSheet open={open} onClose={() => setOpen(false)} title="上传头像"
 *   actions={[{ key: 'camera', label: '拍照' }, { key: 'album', label: '从相册选择' }]}
 *   onSelect={(key) => pick(key)} />
 */
export function ActionSheet(props: ActionSheetProps) {
  const Panel = useOnDemandOverlay(panel, props.open, props.onClose)
  return props.open && Panel ? <Panel {...props} /> : null
}
