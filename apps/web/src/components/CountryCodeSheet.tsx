import type { CountryCode } from '@h5/api'
import { ActionSheetPanel } from './ActionSheetPanel'
import { useCountryCodes } from './useCountryCodes'

export interface CountryCodeSheetProps {
  open: boolean
  onClose: () => void
  /** The dialling code chosen, after the sheet closes. */
  onPick: (country: CountryCode) => void
}

/**
 * The dialling-code picker of the phone forms (PhoneSmsForm.tsx): getCountryCode's list, mainland first. Most
 * users keep +86, so PhoneSmsForm loads this module, and the list with it, when the picker first opens, not with
 * the page (platform/onDemand.ts): neither the code nor the request is start-up work; the sheet shows once the
 * server has answered. It takes the kit's sheet itself (ActionSheetPanel.tsx), which loads with this module:
 * through ActionSheet.tsx it would load one request later.
 */
export function CountryCodeSheet({ open, onClose, onPick }: CountryCodeSheetProps) {
  const { countries, answered } = useCountryCodes()
  return (
    <ActionSheetPanel
      // Opens once the list is in (or known not to come): never a sheet that grows under the finger.
      open={open && answered}
      title="选择国家或地区"
      onClose={onClose}
      // Keyed by position: countries share a dialling code (+1: the United States and Canada; +7: Russia and
      // Kazakhstan), and a list the server sends may repeat any field.
      actions={countries.map((item, index) => ({ key: String(index), label: `${item.name} ${item.code}` }))}
      onSelect={(key) => {
        const country = countries[Number(key)]
        if (country) onPick(country)
      }}
    />
  )
}
