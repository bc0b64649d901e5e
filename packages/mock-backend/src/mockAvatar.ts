const PALETTE = ['#E8453C', '#F08A24', '#3A8EE6', '#2BA471', '#8E5CD9', '#D9488B']

/**
 * A locally generated avatar (a coloured disc with the nickname's first character) as a data: URI, so the
 * simulator never points the app at an external host.
 */
export function mockAvatar(nickName: string): string {
  const initial = Array.from(nickName)[0] ?? '?'
  let hash = 0
  for (const char of nickName) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  const colour = PALETTE[hash % PALETTE.length]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><circle cx="40" cy="40" r="40" fill="${colour}"/>` +
    `<text x="40" y="52" font-size="34" text-anchor="middle" fill="#fff" ` +
    `font-family="-apple-system,PingFang SC,Noto Sans SC,sans-serif">${initial}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
