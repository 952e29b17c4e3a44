import { CollectionView } from './collection-view.tsx';

/** 在产品归集 (wipCollection): what stays in process per order and cost item; completion % for equivalent units. */
export default function WipCollectionPage() {
  return <CollectionView mode="wip" />;
}
