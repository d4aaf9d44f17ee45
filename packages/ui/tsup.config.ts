import { clientBanner, packageConfig } from '../../tsup.shared'

export default packageConfig(undefined, clientBanner)
