import type { SensitiveDataTerms } from '@h5/api'
import { AGREEMENT_LINKS } from '../../components/document/documentLinks'
import { PrefetchLink } from '../../platform/PrefetchLink'
import './SensitiveDataConsent.css'
import { Button } from '../../components/Button'

/** What the sensitive personal information is collected for: each names its own data, handler and way out. */
export type ConsentPurpose = 'quick' | 'manual' | 'phoneFace' | 'phoneReview'

interface ConsentText {
  title: string
  collected: string
  why: string
  /** Who handles it, from the server's terms (the face check's provider is never written into the app). */
  handler: (terms: SensitiveDataTerms) => string
  kept: (terms: SensitiveDataTerms) => string
  /** What refusing costs: the other way, when there is one. */
  refusal: string
}

const faceKept = ({ faceRetentionDays }: SensitiveDataTerms) =>
  faceRetentionDays === 0 ? '人脸图像在比对结果产生后即删除。' : `人脸图像在比对结果产生后保存${faceRetentionDays}天，到期删除。`
const photosKept = ({ photoRetentionDays }: SensitiveDataTerms) =>
  photoRetentionDays === 0 ? '证件照片在审核结束后即删除。' : `证件照片在审核结束后保存${photoRetentionDays}天，到期删除。`
const faceHandler = ({ faceProvider }: SensitiveDataTerms) => `人脸比对由“${faceProvider}”提供，我们会将你的姓名、证件号码和人脸图像提供给该服务方，仅用于本次比对。`

const TEXTS: Readonly<Record<ConsentPurpose, ConsentText>> = {
  quick: {
    title: '快速认证需要你的人脸信息',
    collected: '姓名、证件号码，以及人脸识别过程中采集的人脸图像。',
    why: '核验你是否为证件持有人本人，完成国家法律法规要求的实名认证。',
    handler: faceHandler,
    kept: (terms) => `${faceKept(terms)}姓名和证件号码在账号存续期间保存，用于实名管理。`,
    refusal: '不同意将无法使用快速认证，你可以改用人工认证。',
  },
  manual: {
    title: '人工认证需要你的证件照片',
    collected: '姓名、证件号码、证件正反面照片和手持证件照（含你的面部）。',
    why: '由审核人员核验你的身份，完成国家法律法规要求的实名认证。',
    handler: () => '由本平台的审核人员处理，不向其他第三方提供。',
    kept: (terms) => `${photosKept(terms)}姓名和证件号码在账号存续期间保存，用于实名管理。`,
    refusal: '不同意将无法提交人工认证。',
  },
  phoneFace: {
    title: '刷脸验证需要你的人脸信息',
    collected: '人脸识别过程中采集的人脸图像，与你实名认证的证件信息比对。',
    why: '确认是账号实名认证的本人在更换手机号，保护你的账号安全。',
    handler: faceHandler,
    kept: faceKept,
    refusal: '不同意将无法刷脸验证，你可以申请人工审核。',
  },
  phoneReview: {
    title: '人工审核需要你的证件照片',
    collected: '身份证人像面照片，以及你填写的申请原因和新手机号。',
    why: '由审核人员确认是账号本人申请更换手机号，保护你的账号安全。',
    handler: () => '由本平台的审核人员处理，不向其他第三方提供。',
    kept: photosKept,
    refusal: '不同意将无法提交人工审核。',
  },
}

export interface SensitiveDataConsentProps {
  purpose: ConsentPurpose
  /** The server's terms (getRealNameStatus `sensitiveData`). */
  terms: SensitiveDataTerms
  onAgree: () => void
  onDecline: () => void
}

/**
 * The separate consent the personal-information law asks before sensitive personal information is collected
 * (the face check's images, document photos): what is collected, why, who handles it and how long it is kept,
 * what refusing means, and the privacy policy; then 同意并继续 or 不同意. Shown before the first step of each
 * flow that collects it; nothing is collected before the user agrees.
 *
 * @example
 * {!agreed && <SensitiveDataConsent purpose="quick" terms={status.sensitiveData} onAgree={() => setAgreed(true)} onDecline={back} />}
 */
export function SensitiveDataConsent({ purpose, terms, onAgree, onDecline }: SensitiveDataConsentProps) {
  const text = TEXTS[purpose]
  const rows = [
    ['收集的信息', text.collected],
    ['用途', text.why],
    ['处理方', text.handler(terms)],
    ['保存期限', text.kept(terms)],
    ['拒绝的影响', text.refusal],
  ] as const
  return (
    <section className="consent" aria-labelledby="consent-title">
      <h2 id="consent-title" className="consent__title">
        {text.title}
      </h2>
      <p className="consent__lead">以下信息属于个人敏感信息，我们会在你单独同意后才收集：</p>
      <dl className="consent__terms">
        {rows.map(([term, detail]) => (
          <div key={term} className="consent__row">
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="consent__more">
        更多说明见 <PrefetchLink to={`${AGREEMENT_LINKS.privacy}#sensitive`}>《隐私政策》</PrefetchLink>
      </p>
      <div className="form-page__actions">
        <Button block onClick={onAgree}>
          同意并继续
        </Button>
        <Button variant="secondary" block onClick={onDecline}>
          不同意
        </Button>
      </div>
    </section>
  )
}
