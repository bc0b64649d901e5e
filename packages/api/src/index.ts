export { ApiError } from './ApiError'
