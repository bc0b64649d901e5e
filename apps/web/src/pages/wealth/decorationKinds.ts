import type { MallKind } from '@h5/api'

/** The decorations' category pages, each on one kind of the mall (docs/openapi.yaml `MallKind`); tab has them all. */
export const KIND_OF_PATH: Readonly<Record<string, MallKind>> = {
  '/wealth/items/txk': 'frame',
  '/wealth/items/qp': 'bubble',
  '/wealth/items/jcpp': 'banner',
  '/wealth/items/tupian': 'card',
}

/** A kind's name when the server's tabs do not name it. */
export const KIND_WORDS: Readonly<Record<MallKind, string>> = {
  frame: '头像框',
  bubble: '聊天气泡',
  banner: '进场飘屏',
  card: '资料卡',
  number: '靓号',
}
