export { isValidPin, PIN_LENGTH } from './pin'
