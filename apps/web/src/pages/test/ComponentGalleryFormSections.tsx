import { AgreementDemo, FormFieldsDemo, UploadDemo } from './ComponentGalleryFormDemos'
import { GallerySection as Section } from './ComponentGallerySection'

/** The UI kit's form components in the gallery, loaded apart (see ComponentGalleryKitSections). */
export function ComponentGalleryFormSections() {
  return (
    <>
      <Section id="kit-form" title="表单字段" note="金额按分校验（最多两位小数），手机号、18 位身份证号（校验位），验证码 60 秒后可重发。">
        <FormFieldsDemo />
      </Section>

      <Section id="kit-upload" title="图片上传" note="先检查类型和大小再上传；上传中、完成、失败可重试，可删除。">
        <UploadDemo />
      </Section>

      <Section id="kit-agreement" title="协议勾选" note="默认不勾选；点协议名称由页面决定如何打开，不会勾选。">
        <AgreementDemo />
      </Section>
    </>
  )
}
