import { CollectionView } from './collection-view.tsx';

/** 完工归集 (completedCollection): what the period's receipts carry per order and cost item; runs the collection. */
export default function CompletedCollectionPage() {
  return <CollectionView mode="completed" />;
}
