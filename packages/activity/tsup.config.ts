import { packageConfig } from '../../scripts/tsup-config.ts'

export default packageConfig({ index: 'src/index.ts' })
