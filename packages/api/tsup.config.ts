import { packageConfig } from '../../tsup.shared'

export default packageConfig({ index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts' })
