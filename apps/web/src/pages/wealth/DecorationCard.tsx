import type { MallGoodsItem } from '@h5/api'
import { formatChinaTime, formatCount } from '@h5/format'
import { Button } from '../../components/Button'
import { StatusTag } from '../../components/StatusTag'
import { serverNow } from '../../platform/serverClock'
import { WealthPreview } from './WealthPreview'

/** How an item is had: its lowest price, the wealth level or the VIP tier that unlocks it. */
function unlockText(unlock: MallGoodsItem['unlock'], fromDiamonds: number | null): string {
  if (unlock.by === 'wealth') return `财富等级 ${unlock.level} 级解锁`
  if (unlock.by === 'vip') return `${unlock.tierName} 专属`
  return fromDiamonds === null ? '暂不可用钻石购买' : `${formatCount(fromDiamonds)} 钻石起`
}

/** Until when an item is mine. */
function ownedUntil(expireAt: number | null): string {
  return expireAt === null ? '永久有效' : `有效期至 ${formatChinaTime(expireAt, 'moment', serverNow())}`
}

export interface DecorationCardProps {
  item: MallGoodsItem
  /** A wear or take-off is in flight: the buttons wait. */
  busy: boolean
  onWear: () => void
  onTakeOff: () => void
  onBuy: () => void
}

/**
 * One decoration: its preview (the server's picture at its size, loaded lazily), its name and description, how
 * it is unlocked, and whether I own it, wear it and until when; 佩戴 or 取下 when I own it, 购买 (续费 when owned)
 * when it is sold for 钻石, 未解锁 when a level or a tier I have not reached unlocks it.
 */
export function DecorationCard({ item, busy, onWear, onTakeOff, onBuy }: DecorationCardProps) {
  const { owned, unlock } = item
  const sold = unlock.by === 'price' && item.fromDiamonds !== null
  return (
    <article className={`wealth-item${owned?.worn ? ' wealth-item--worn' : ''}`} aria-label={item.name}>
      <WealthPreview preview={item.preview} className="wealth-item__preview" />
      <p className="wealth-item__name">{item.name}</p>
      {item.description ? <p className="wealth-item__description">{item.description}</p> : null}
      <p className="wealth-item__unlock">{unlockText(unlock, item.fromDiamonds)}</p>
      {owned ? (
        <p className="wealth-item__owned">
          <StatusTag tone={owned.worn ? 'success' : 'neutral'}>{owned.worn ? '佩戴中' : '已拥有'}</StatusTag>
          <span>{ownedUntil(owned.expireAt)}</span>
        </p>
      ) : !unlock.met ? (
        <p className="wealth-item__owned">
          <StatusTag tone="neutral">未解锁</StatusTag>
        </p>
      ) : null}
      <div className="wealth-item__actions">
        {owned ? (
          owned.worn ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={onTakeOff}>
              取下
            </Button>
          ) : (
            <Button size="sm" disabled={busy} onClick={onWear}>
              佩戴
            </Button>
          )
        ) : null}
        {sold ? (
          <Button size="sm" variant={owned ? 'text' : 'primary'} onClick={onBuy}>
            {owned ? '续费' : '购买'}
          </Button>
        ) : null}
      </div>
    </article>
  )
}
