/**
 * What the error page says for a status: 404 is `页面不存在` with a hint to check the
 * address; every other status is `服务器错误`, with the hints to check the address and to retry later.
 *
 * @example
 * errorText(404).title // '页面不存在'
 */
export function errorText(status: number): { title: string; hints: readonly string[] } {
  return status === 404
    ? { title: '页面不存在', hints: ['请检查网址是否正确'] }
    : { title: '服务器错误', hints: ['请检查网址是否正确', '请稍后重试'] }
}
