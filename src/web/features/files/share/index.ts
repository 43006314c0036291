/** What other features need of sharing: whether the open project is shared, who is here, and this writer's name. */
export { useShare, writerName, type Peer } from './share-store'
