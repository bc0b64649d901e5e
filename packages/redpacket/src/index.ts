export { formatFen } from './money'
