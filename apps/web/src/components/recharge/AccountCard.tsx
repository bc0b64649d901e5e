import type { RechargeAccount } from '@h5/recharge'

/** The account the server named for the typed ID, for the user to confirm before paying: avatar, nickname, ID. */
export function AccountCard({ account, onChange }: { account: RechargeAccount; onChange: () => void }) {
  const initial = Array.from(account.nickname)[0] ?? '?'
  return (
    <section className="recharge-card recharge-account" aria-label="充值账号">
      {account.avatar ? (
        <img className="recharge-account__avatar" src={account.avatar} alt="" width={48} height={48} />
      ) : (
        <span className="recharge-account__avatar recharge-account__avatar--initial" aria-hidden="true">
          {initial}
        </span>
      )}
      <div className="recharge-account__text">
        <p className="recharge-account__name">{account.nickname}</p>
        <p className="recharge-account__id">ID {account.accountID}</p>
      </div>
      <button className="recharge-account__change" type="button" onClick={onChange}>
        更换账号
      </button>
    </section>
  )
}
